import { describe, expect, it } from 'vitest';
import { parseSubscription } from './realtime-subscription.js';

const withOptions = (topic: string, options: unknown) =>
  `${topic}?options=${encodeURIComponent(JSON.stringify(options))}`;

describe('parseSubscription', () => {
  it.each([
    ['posts/*', 'posts/*', {}, {}],
    ['posts/abc', 'posts/abc', {}, {}],
    ['typing/room1', 'typing/room1', {}, {}],
    [
      withOptions('posts/*', { query: { filter: "title='a'", expand: 'author' } }),
      'posts/*',
      { filter: "title='a'", expand: 'author' },
      {},
    ],
    [
      withOptions('posts/*', { query: { n: 1, b: true, o: { x: 1 }, z: null } }),
      'posts/*',
      { n: '1', b: 'true', o: '', z: '' },
      {},
    ],
    [
      withOptions('posts', { headers: { 'X-Token': 'abc', myHeader: 2 } }),
      'posts',
      {},
      { x_token: 'abc', my_header: '2' },
    ],
    ['posts/*?options=not-json', 'posts/*', {}, {}],
    ['posts/*?options=%5B1%5D', 'posts/*', {}, {}],
    ['posts/*?other=1', 'posts/*', {}, {}],
    ['posts/*?options=%zz', 'posts/*', {}, {}],
  ])('%s', (key, topic, query, headers) => {
    const subscription = parseSubscription(key);
    expect(subscription).toMatchObject({ key, topic, options: { query, headers } });
  });

  it('keeps the raw options text so equal options group together', () => {
    const key = withOptions('posts/*', { query: { expand: 'author' } });
    expect(parseSubscription(key).rawOptions).toBe(key.slice('posts/*?'.length));
    expect(parseSubscription('posts/*').rawOptions).toBe('');
  });
});
