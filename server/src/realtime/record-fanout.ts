import type { CollectionModel } from '@hearth/shared';
import { parseFields, pickFields } from '../lib/json-fields.js';
import type { Logger } from '../lib/logger.js';
import { parseExpand } from '../records/record-expand.js';
import type { RecordService } from '../records/record-service.js';
import {
  isSuperuser,
  type AuthIdentity,
  type RecordValues,
  type RequestInfo,
} from '../request-info.js';
import type { Queryable } from '../storage/db.js';
import { authAnchors } from '../filter/auth-anchors.js';
import type { MatchVisitor, RealtimeBroker } from './realtime-broker.js';
import { RealtimeClient } from './realtime-client.js';
import type { SubscriptionOptions } from './realtime-subscription.js';

/** A record change action as realtime names it. */
export type RecordAction = 'create' | 'update' | 'delete';

/**
 * Messages ready to send: per audience, the data and who gets it. Kept in this process only
 * (a delete's deliveries wait here for the commit), so it holds the clients themselves.
 */
export interface PreparedDelivery {
  data: string;
  /** Pairs of client and subscription key (the SSE event name), flattened. */
  targets: Target[];
}

/**
 * Where access is checked: `stored` queries the record's row (it exists: after a create or
 * update, or before a delete); `snapshot` evaluates the given values as a one-row table (a
 * record another process already deleted).
 */
export type AccessSource = 'stored' | 'snapshot';

/** A client and the subscription key it hears an event on, flattened into a list. */
type Target = RealtimeClient | string;

/** Client filters that mention these are superuser-only (PocketBase's loose check). */
const SUPERUSER_ONLY_FILTER = /@collection\.|@request\./;

/** What the fan-out reads and writes through. */
export interface RecordFanoutDeps {
  broker: RealtimeBroker;
  records: RecordService;
  logger: Logger;
}

/** What one audience (same auth, same rule, same options) is checked and rendered for. */
interface RenderTarget {
  q: Queryable;
  collection: CollectionModel;
  record: RecordValues;
  action: RecordAction;
  source: AccessSource;
  auth: AuthIdentity | null;
  rule: 'list' | 'view';
  options: SubscriptionOptions;
  rawOptions: string;
}

/** Renderings of one event shared by audiences that see the same JSON (`sharedRenderKey`). */
type RenderCache = Map<string, Promise<string>>;

/**
 * Audiences that passed their checks see the same JSON when nothing in it depends on who they
 * are: a base or view record without `expand` shows every non-superuser the same fields
 * (auth records show emails per viewer, expands check rules per viewer). Null: render apart.
 */
function sharedRenderKey(target: RenderTarget): string | null {
  if (target.collection.type === 'auth') return null;
  if ((target.options.query['expand'] ?? '') !== '') return null;
  const superuser = target.auth?.collection.name === '_superusers';
  return `${superuser ? 'superuser' : 'user'}\n${target.rawOptions}`;
}

/**
 * Turns one record change into the SSE messages each subscriber may see. Subscriptions are
 * matched by topic (`<collection>/<id>` under the view rule; `<collection>/*` and the bare
 * collection under the list rule, by name or id); then the rule and the subscription's own
 * filter are evaluated, and the record rendered as the REST API would, once per audience that
 * shares auth, rule and options, so a thousand guests cost one check.
 */
export class RecordFanout {
  constructor(private readonly deps: RecordFanoutDeps) {}

  /** Works out the messages for a change; errors mean "not delivered", never a throw. */
  async prepare(
    q: Queryable,
    collection: CollectionModel,
    record: RecordValues,
    action: RecordAction,
    source: AccessSource,
  ): Promise<PreparedDelivery[]> {
    const id = String(record['id']);
    const topics = [
      `${collection.name}/${id}`,
      `${collection.id}/${id}`,
      `${collection.name}/*`,
      `${collection.id}/*`,
      collection.name,
      collection.id,
    ];
    const { broker } = this.deps;
    const now = Date.now();
    const audiences = new Map<string, { data: Promise<string | null>; targets: Target[] }>();
    const renders: RenderCache = new Map();
    const visit: MatchVisitor = (client, subscription, topicIndex) => {
      const auth = broker.authOf(client, now);
      const rule: RenderTarget['rule'] = topicIndex < 2 ? 'view' : 'list';
      const { options, rawOptions } = subscription;
      const key = `${auth ? `${auth.collection.id}/${String(auth.record['id'])}` : ''}\n${rule}\n${rawOptions}`;
      let audience = audiences.get(key);
      if (!audience) {
        const target = { q, collection, record, action, source, auth, rule, options, rawOptions };
        audience = { data: this.render(target, renders), targets: [] };
        audiences.set(key, audience);
      }
      audience.targets.push(client, subscription.key);
    };
    const candidates = source === 'stored' ? await this.audience(q, collection, id) : null;
    if (candidates) broker.forEachMatchAmong(topics, candidates, visit);
    else broker.forEachMatch(topics, visit);
    const deliveries: PreparedDelivery[] = [];
    for (const { data, targets } of audiences.values()) {
      const text = await data;
      if (text !== null) deliveries.push({ data: text, targets });
    }
    return deliveries;
  }

  /** Sends prepared messages to the clients that are still connected. */
  deliver(deliveries: readonly PreparedDelivery[]): void {
    for (const { data, targets } of deliveries) {
      for (let i = 0; i < targets.length; i += 2) {
        const client = targets[i];
        const name = targets[i + 1];
        if (client instanceof RealtimeClient && typeof name === 'string') client.send(name, data);
      }
    }
  }

  /**
   * Who can pass the record's rules (besides superusers), when the rules say: each rule that pins a field path to
   * the requester (`authAnchors`) admits only ids among that path's values for this record.
   * Null means "anyone might": a rule without such a path, or values that cannot be listed.
   */
  async audience(
    q: Queryable,
    collection: CollectionModel,
    id: string,
  ): Promise<Set<string> | null> {
    const ids = new Set<string>();
    const rules = new Set([collection.listRule, collection.viewRule]);
    try {
      for (const rule of rules) {
        // note: a null rule admits superusers only, who are always considered.
        if (rule === null) continue;
        const [path] = authAnchors(rule);
        if (path === undefined) return null;
        const values = await this.deps.records.pathValues(q, collection, id, path);
        if (values === null) return null;
        for (const value of values) ids.add(value);
      }
    } catch (error) {
      this.deps.logger.debug('realtime audience narrowing failed', {
        error,
        collection: collection.name,
      });
      return null;
    }
    return ids;
  }

  private async render(target: RenderTarget, renders: RenderCache): Promise<string | null> {
    const { collection, options } = target;
    const info: RequestInfo = {
      auth: target.auth,
      method: 'GET',
      context: 'realtime',
      query: options.query,
      headers: options.headers,
      body: {},
    };
    try {
      if (!(await this.canAccess(target, info))) return null;
      const shared = sharedRenderKey(target);
      if (shared === null) return await this.present(target, info);
      let rendered = renders.get(shared);
      if (!rendered) {
        rendered = this.present(target, info);
        renders.set(shared, rendered);
      }
      return await rendered;
    } catch (error) {
      // note: a rule or filter that fails to compile or run hides the event; it never reaches
      // the publisher, whose change is already committed.
      this.deps.logger.debug('realtime access check failed', {
        error,
        collection: collection.name,
      });
      return null;
    }
  }

  private async present(target: RenderTarget, info: RequestInfo): Promise<string> {
    const { q, collection, record, options } = target;
    const expand = parseExpand(options.query['expand']);
    const [json] = await this.deps.records.present(q, collection, [record], info, expand);
    const picked = pickFields(json ?? {}, parseFields(options.query['fields']));
    return JSON.stringify({ action: target.action, record: picked });
  }

  private async canAccess(target: RenderTarget, info: RequestInfo): Promise<boolean> {
    const { collection } = target;
    const superuser = isSuperuser(info);
    if (!superuser) {
      const rule = target.rule === 'view' ? collection.viewRule : collection.listRule;
      if (rule === null) return false;
      if (rule !== '' && !(await this.matches(target, rule, info, 'rule'))) return false;
    }
    const filter = info.query['filter'] ?? '';
    if (filter === '') return true;
    // PB compat: a non-superuser whose filter or sort mentions @collection/@request gets nothing.
    const sort = info.query['sort'] ?? '';
    if (!superuser && (SUPERUSER_ONLY_FILTER.test(filter) || SUPERUSER_ONLY_FILTER.test(sort))) {
      return false;
    }
    return this.matches(target, filter, info, 'client');
  }

  private matches(
    target: RenderTarget,
    expression: string,
    info: RequestInfo,
    mode: 'rule' | 'client',
  ): Promise<boolean> {
    const { q, collection, record, source } = target;
    const { records } = this.deps;
    return source === 'stored'
      ? records.matchesStored(q, collection, String(record['id']), expression, info, mode)
      : records.matchesValues(q, collection, record, expression, info, mode);
  }
}
