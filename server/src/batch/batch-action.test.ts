import { describe, expect, it } from 'vitest';
import { resolveBatchAction } from './batch-action.js';

describe('resolveBatchAction', () => {
  it.each([
    ['POST', '/api/collections/posts/records', { kind: 'create', collection: 'posts', query: {} }],
    [
      'POST',
      '/api/collections/posts/records?expand=author&fields=id&expand=x',
      { kind: 'create', collection: 'posts', query: { expand: 'author', fields: 'id' } },
    ],
    ['PUT', '/api/collections/posts/records', { kind: 'upsert', collection: 'posts', query: {} }],
    [
      'PATCH',
      '/api/collections/posts/records/abc?fields=id',
      { kind: 'update', collection: 'posts', id: 'abc', query: { fields: 'id' } },
    ],
    [
      'DELETE',
      '/api/collections/my%20posts/records/a%2Fb',
      { kind: 'delete', collection: 'my posts', id: 'a/b', query: {} },
    ],
    [
      'DELETE',
      '/api/collections/posts/records/%zz',
      { kind: 'delete', collection: 'posts', id: '%zz', query: {} },
    ],
  ])('%s %s', (method, url, expected) => {
    expect(resolveBatchAction(method, url)).toEqual(expected);
  });

  it.each([
    ['GET', '/api/collections/posts/records'],
    ['GET', '/api/collections/posts/records/abc'],
    ['PUT', '/api/collections/posts/records/abc'],
    ['PATCH', '/api/collections/posts/records'],
    ['DELETE', '/api/collections/posts/records'],
    ['POST', '/api/collections/posts/records/abc/extra'],
    ['POST', '/api/collections//records'],
    ['POST', 'api/collections/posts/records'],
    ['POST', 'http://host/api/collections/posts/records'],
    ['post', '/api/collections/posts/records'],
    ['POST', '/api/collections/posts/records\n'],
  ])('knows no action for %s %j', (method, url) => {
    expect(resolveBatchAction(method, url)).toBeNull();
  });
});
