import type { CollectionModel } from '@hearth/shared';
import type { RequestInfo } from '../request-info.js';
import type { Sql, SqlValue } from '../storage/sql.js';

/** Templates kept per collection definition; past this many, new ones are compiled each time. */
const MAX_TEMPLATES_PER_COLLECTION = 200;
/** What may follow `@request.auth.id` in a rule read the same for every user. */
const AUTH_ID = /@request\.auth\.id(?![\w.:])/g;
const SAME_FOR_EVERY_USER = /@request\.(context|method)(?![\w.:])|@collection\./g;
/** Ids that mean the same inside any SQL text they are bound into (no LIKE wildcards). */
const PLAIN_ID = /^[A-Za-z0-9]+$/;

/** A compiled rule whose only per-user parameters are the requester's id, at known places. */
interface Template {
  sql: Sql;
  authIdAt: readonly number[];
}

/**
 * Compiled rules shared by every user of an auth collection, for rules that read nothing of the
 * requester but their id (`chat.chat_members_via_chat.user ?= @request.auth.id`). Realtime
 * checks one rule for each member a message goes to; compiling it once and binding each
 * member's id saves most of that work. A rule is compiled for two stand-in ids: only when the
 * two results differ in exactly the parameters that hold those ids is it reused, so a rule the
 * compiler reads differently per id is always compiled afresh.
 */
export class RuleTemplates {
  private readonly byCollection = new WeakMap<CollectionModel, Map<string, Template | null>>();

  /** The rule compiled for `info` (by `compile`), from a template when the rule allows it. */
  sqlFor(
    collection: CollectionModel,
    expression: string,
    info: RequestInfo,
    compile: (info: RequestInfo) => Sql,
  ): Sql {
    const authId = String(info.auth?.record['id'] ?? '');
    if (!info.auth || !PLAIN_ID.test(authId) || !readsOnlyTheId(expression)) {
      return compile(info);
    }
    const key = `${info.auth.collection.id}\n${info.context}\n${info.method}\n${expression}`;
    let templates = this.byCollection.get(collection);
    if (!templates) {
      templates = new Map();
      this.byCollection.set(collection, templates);
    }
    let template = templates.get(key);
    if (template === undefined) {
      template = build(info, compile);
      if (templates.size < MAX_TEMPLATES_PER_COLLECTION) templates.set(key, template);
    }
    if (template === null) return compile(info);
    const params: SqlValue[] = [...template.sql.params];
    for (const at of template.authIdAt) params[at] = authId;
    return { text: template.sql.text, params };
  }
}

const STAND_IN_A = 'hearthRuleStandInA0';
const STAND_IN_B = 'hearthRuleStandInB1';

function build(info: RequestInfo, compile: (info: RequestInfo) => Sql): Template | null {
  const standIn = (id: string): RequestInfo => ({
    ...info,
    auth: info.auth ? { collection: info.auth.collection, record: { id } } : null,
  });
  const first = compile(standIn(STAND_IN_A));
  const second = compile(standIn(STAND_IN_B));
  if (first.text !== second.text || first.params.length !== second.params.length) return null;
  const authIdAt: number[] = [];
  for (const [at, value] of first.params.entries()) {
    const other = second.params[at];
    if (value === other) continue;
    if (value !== STAND_IN_A || other !== STAND_IN_B) return null;
    authIdAt.push(at);
  }
  return { sql: first, authIdAt };
}

/** Whether a rule mentions nothing of the request that differs between users but their id. */
function readsOnlyTheId(expression: string): boolean {
  return !expression.replace(AUTH_ID, '').replace(SAME_FOR_EVERY_USER, '').includes('@');
}
