import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataset } from '../test/record-filter-dataset.js';
import type { RecordFilterFixture } from '../test/record-filter-fixture.js';

// Tags per post: p1 red, blue; p2 red; p3 none; p4 blue, green_100%.
let fixture: RecordFilterFixture;

beforeAll(async () => {
  fixture = await createDataset();
});

afterAll(async () => {
  await fixture.close();
});

describe('the any-of operators on a multi-valued path', () => {
  it.each([
    [
      '?!=: some value differs (no values: one NULL, which differs)',
      'tags.name ?!= "red"',
      ['p1', 'p3', 'p4'],
    ],
    ['?~: some value contains', 'tags.name ?~ "een"', ['p4']],
    ['?!~: some value does not contain', 'tags.name ?!~ "e"', []],
    ['?<: some value is smaller', 'tags.name ?< "c"', ['p1', 'p4']],
    ['?<=: some value is smaller or equal', 'tags.name ?<= "blue"', ['p1', 'p4']],
    ['?>: some value is larger', 'tags.name ?> "green"', ['p1', 'p2', 'p4']],
    ['?>=: some value is larger or equal', 'tags.name ?>= "red"', ['p1', 'p2']],
  ])('%s: %s', async (_name, filter, expected) => {
    expect(await fixture.ids('posts', filter)).toEqual(expected);
  });
});

describe('the plain operators on a multi-valued path hold for every value', () => {
  it.each([
    ['!~ every value (no values: NULL, which fails)', 'tags.name !~ "blue"', ['p2']],
    ['< every value', 'tags.name < "s"', ['p1', 'p2', 'p4']],
    ['<= every value', 'tags.name <= "green_100%"', ['p4']],
    ['>= every value', 'tags.name >= "blue"', ['p1', 'p2', 'p4']],
    ['> every value', 'tags.name > "blue"', ['p2']],
    ['!= null: every value is set, and there is one', 'tags.name != null', ['p1', 'p2', 'p4']],
    ['= null: no value is set', 'tags.name = null', ['p3']],
    ['a keyword on the left', 'null != tags.name', ['p1', 'p2', 'p4']],
    ['true against a multi boolean', 'comments_via_post.post.published = true', ['p1']],
  ])('%s: %s', async (_name, filter, expected) => {
    expect(await fixture.ids('posts', filter)).toEqual(expected);
  });
});

describe('a wrapped operand applies on either side', () => {
  it.each([
    ['a hidden email on the right does not match', '"bob@x.io" = email', []],
    ['a public email on the right matches', '"ann@x.io" = email', ['u1']],
  ])('%s: %s', async (_name, filter, expected) => {
    expect(await fixture.ids('users', filter, { mode: 'client' })).toEqual(expected);
  });
});
