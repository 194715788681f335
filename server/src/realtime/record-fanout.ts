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
import type { RealtimeBroker } from './realtime-broker.js';
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
    broker.forEachMatch(topics, (client, subscription, topicIndex) => {
      const auth = broker.authOf(client, now);
      const rule = topicIndex < 2 ? 'view' : 'list';
      const key = `${auth ? `${auth.collection.id}/${String(auth.record['id'])}` : ''}\n${rule}\n${subscription.rawOptions}`;
      let audience = audiences.get(key);
      if (!audience) {
        const { options } = subscription;
        const data = this.render({ q, collection, record, action, source, auth, rule, options });
        audience = { data, targets: [] };
        audiences.set(key, audience);
      }
      audience.targets.push(client, subscription.key);
    });
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

  private async render(target: RenderTarget): Promise<string | null> {
    const { q, collection, record, options } = target;
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
      const expand = parseExpand(options.query['expand']);
      const [json] = await this.deps.records.present(q, collection, [record], info, expand);
      const picked = pickFields(json ?? {}, parseFields(options.query['fields']));
      return JSON.stringify({ action: target.action, record: picked });
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
