import type { AuthCollectionModel, CollectionModel } from '@hearth/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emptyRequestInfo, type RequestInfo } from '../request-info.js';
import type { Sql } from '../storage/sql.js';
import { createDataset } from '../test/record-filter-dataset.js';
import type { RecordFilterFixture } from '../test/record-filter-fixture.js';
import { compileRecordFilter } from './record-filter.js';
import { RuleTemplates } from './rule-templates.js';

// note: the templates only key on these objects' identity and ids; no other field is read.
const users = { id: 'users_id', name: 'users', type: 'auth' } as AuthCollectionModel;
const notes = { id: 'notes_id', name: 'notes' } as CollectionModel;
const as = (id: string): RequestInfo =>
  emptyRequestInfo({ auth: { collection: users, record: { id } } });

/** A compiler binding the requester's id as a parameter, as the filter compiler does. */
const bindsId = (info: RequestInfo): Sql => ({
  text: 'owner = ? AND kind = ?',
  params: [String(info.auth?.record['id'] ?? ''), 'x'],
});

describe('RuleTemplates', () => {
  it('compiles a rule that reads only the id once, and binds each user in', () => {
    const templates = new RuleTemplates();
    const compile = vi.fn(bindsId);
    const rule = 'owner = @request.auth.id && kind = "x"';
    const first = templates.sqlFor(notes, rule, as('alice1'), compile);
    const second = templates.sqlFor(notes, rule, as('bob2'), compile);
    expect(first).toEqual({ text: 'owner = ? AND kind = ?', params: ['alice1', 'x'] });
    expect(second).toEqual({ text: 'owner = ? AND kind = ?', params: ['bob2', 'x'] });
    // Two compilations build the template (two stand-in ids); none after.
    expect(compile).toHaveBeenCalledTimes(2);
  });

  it.each([
    'owner = @request.auth.id && @request.auth.verified = true',
    'owner = @request.auth.id && created > @now',
    'owner = @request.auth.id && @request.body.title = ""',
  ])('compiles afresh for each user a rule that reads more than the id: %s', (rule) => {
    const templates = new RuleTemplates();
    const compile = vi.fn(bindsId);
    templates.sqlFor(notes, rule, as('alice1'), compile);
    templates.sqlFor(notes, rule, as('bob2'), compile);
    expect(compile).toHaveBeenCalledTimes(2);
  });

  it('never reuses a compilation that bakes the id into another value', () => {
    const templates = new RuleTemplates();
    const likeId = vi.fn((info: RequestInfo): Sql => ({
      text: 'title LIKE ?',
      params: [`%${String(info.auth?.record['id'])}%`],
    }));
    const rule = 'title ~ @request.auth.id';
    expect(templates.sqlFor(notes, rule, as('alice1'), likeId).params).toEqual(['%alice1%']);
    expect(templates.sqlFor(notes, rule, as('bob2'), likeId).params).toEqual(['%bob2%']);
  });

  it('compiles for guests and for ids that are not plain letters and digits', () => {
    const templates = new RuleTemplates();
    const compile = vi.fn(bindsId);
    const rule = 'owner = @request.auth.id';
    expect(templates.sqlFor(notes, rule, emptyRequestInfo(), compile).params).toEqual(['', 'x']);
    expect(templates.sqlFor(notes, rule, as('a_b%'), compile).params).toEqual(['a_b%', 'x']);
    expect(compile).toHaveBeenCalledTimes(2);
  });
});

describe('RuleTemplates with the record filter compiler, on real rows', () => {
  let fixture: RecordFilterFixture;

  beforeAll(async () => {
    fixture = await createDataset();
  });

  afterAll(async () => {
    await fixture.close();
  });

  const ANN = { id: 'u1', name: 'Ann' };
  const BOB = { id: 'u2', name: 'Bob' };
  const CID = { id: 'u3', name: 'Cid' };

  /** Runs `rule` on posts for each user through one RuleTemplates; counts compilations. */
  async function visible(
    rule: string,
    users: (Record<string, unknown> | null)[],
    templates = new RuleTemplates(),
  ): Promise<{ ids: string[][]; compilations: number }> {
    const posts = fixture.collection('posts');
    let compilations = 0;
    const ids: string[][] = [];
    for (const user of users) {
      const info = emptyRequestInfo({ auth: user ? fixture.identity('users', user) : null });
      const where = templates.sqlFor(posts, rule, info, (compileInfo) => {
        compilations++;
        return compileRecordFilter(rule, { ...fixture.scope('posts'), requestInfo: compileInfo });
      });
      // The direct compilation for this user must select the same rows.
      const direct = compileRecordFilter(rule, fixture.scope('posts', { requestInfo: info }));
      const run = async (sql: Sql) =>
        (
          await fixture.db.all<{ id: string }>(
            `SELECT __main.id AS id FROM posts AS __main WHERE ${sql.text} ORDER BY __main.id`,
            sql.params,
          )
        ).map((row) => row.id);
      const rows = await run(where);
      expect(rows).toEqual(await run(direct));
      ids.push(rows);
    }
    return { ids, compilations };
  }

  it.each([
    ['the id alone', 'author = @request.auth.id', [['p1'], ['p2'], ['p4']]],
    [
      'the id followed by more',
      'author = @request.auth.id && views >= 0',
      [['p1'], ['p2'], ['p4']],
    ],
    [
      'the id compared with empty text',
      '@request.auth.id != "" && author = @request.auth.id',
      [['p1'], ['p2'], ['p4']],
    ],
    [
      'context and method are the same for every user',
      '@request.context = "default" && @request.method = "GET" && author = @request.auth.id',
      [['p1'], ['p2'], ['p4']],
    ],
    [
      '@collection is the same for every user',
      '@collection.members.user ?= @request.auth.id && author = @request.auth.id',
      [['p1'], ['p2'], []],
    ],
  ])('compiles %s twice for three users: %s', async (_name, rule, expected) => {
    expect(await visible(rule, [ANN, BOB, CID])).toEqual({ ids: expected, compilations: 2 });
  });

  it.each([
    ['another field of the requester', 'author = @request.auth.id && @request.auth.name != "Bob"'],
    ['a modifier of the id', 'author = @request.auth.id && @request.auth.id:lower != "u2"'],
    ['the body', 'author = @request.auth.id && @request.body.title:isset = false'],
  ])('compiles a rule reading %s for each user', async (_name, rule) => {
    expect((await visible(rule, [ANN, BOB, CID])).compilations).toBe(3);
  });

  it.each([
    ['ids with other characters', [{ id: 'u_1' }, { id: 'u%2' }, { id: 'u 3' }], []],
    ['guests (no id matches an empty author)', [null, null, null], ['p3']],
    ['an identity without an id', [{}, {}, {}], ['p3']],
  ])('compiles for each of %s', async (_name, users, rows) => {
    expect(await visible('author = @request.auth.id', users)).toEqual({
      ids: [rows, rows, rows],
      compilations: 3,
    });
  });

  it('keeps the templates of different rules apart', async () => {
    const templates = new RuleTemplates();
    const own = await visible('author = @request.auth.id', [ANN, BOB], templates);
    const others = await visible('author != @request.auth.id', [ANN, BOB], templates);
    expect(own.ids).toEqual([['p1'], ['p2']]);
    expect(others.ids).toEqual([
      ['p2', 'p3', 'p4'],
      ['p1', 'p3', 'p4'],
    ]);
  });
});

describe('RuleTemplates limits and safety', () => {
  it('keeps at most 200 templates per collection', () => {
    const templates = new RuleTemplates();
    const compile = vi.fn(bindsId);
    const rule = (n: number) => `owner = @request.auth.id && n = ${n}`;
    for (let n = 1; n <= 201; n++) templates.sqlFor(notes, rule(n), as('alice1'), compile);
    expect(compile).toHaveBeenCalledTimes(402);
    compile.mockClear();
    templates.sqlFor(notes, rule(200), as('bob2'), compile);
    expect(compile).toHaveBeenCalledTimes(0);
    templates.sqlFor(notes, rule(201), as('bob2'), compile);
    expect(compile).toHaveBeenCalledTimes(2);
  });

  it('compiles afresh when the SQL text depends on the id', () => {
    const templates = new RuleTemplates();
    const inline = (info: RequestInfo): Sql => ({
      text: `owner = '${String(info.auth?.record['id'])}'`,
      params: [],
    });
    const rule = 'owner = @request.auth.id';
    expect(templates.sqlFor(notes, rule, as('alice1'), inline).text).toBe("owner = 'alice1'");
    expect(templates.sqlFor(notes, rule, as('bob2'), inline).text).toBe("owner = 'bob2'");
  });

  it('compiles afresh when only one stand-in id reaches the parameters', () => {
    const templates = new RuleTemplates();
    // Ids ending in 1 are replaced by another value, so the two stand-ins compile differently.
    const replacing = (info: RequestInfo): Sql => {
      const id = String(info.auth?.record['id']);
      return { text: 'owner = ?', params: [id.endsWith('1') ? 'someone' : id] };
    };
    const rule = 'owner = @request.auth.id';
    expect(templates.sqlFor(notes, rule, as('bob2'), replacing).params).toEqual(['bob2']);
    expect(templates.sqlFor(notes, rule, as('alice1'), replacing).params).toEqual(['someone']);
  });
});
