import type { AuthCollectionModel, CollectionModel } from '@hearth/shared';
import { describe, expect, it, vi } from 'vitest';
import { emptyRequestInfo, type RequestInfo } from '../request-info.js';
import type { Sql } from '../storage/sql.js';
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
