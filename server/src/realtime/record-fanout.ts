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
import type { RealtimeBroker, SubscriptionMatch } from './realtime-broker.js';
import type { SubscriptionOptions } from './realtime-subscription.js';

/** A record change action as realtime names it. */
export type RecordAction = 'create' | 'update' | 'delete';

/** One message ready for one client. */
export interface PreparedDelivery {
  clientId: string;
  name: string;
  data: string;
}

/**
 * Where access is checked: `stored` queries the record's row (it exists: after a create or
 * update, or before a delete); `snapshot` evaluates the given values as a one-row table (a
 * record another process already deleted).
 */
export type AccessSource = 'stored' | 'snapshot';

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
    const audiences = new Map<string, Promise<string | null>>();
    const pending: { match: SubscriptionMatch; data: Promise<string | null> }[] = [];
    for (const match of this.deps.broker.matching(topics)) {
      const auth = this.deps.broker.authOf(match.client);
      const rule = match.topicIndex < 2 ? 'view' : 'list';
      const key = `${auth ? `${auth.collection.id}/${String(auth.record['id'])}` : ''}\n${rule}\n${match.subscription.rawOptions}`;
      let data = audiences.get(key);
      if (!data) {
        const options = match.subscription.options;
        data = this.render({ q, collection, record, action, source, auth, rule, options });
        audiences.set(key, data);
      }
      pending.push({ match, data });
    }
    const deliveries: PreparedDelivery[] = [];
    for (const { match, data } of pending) {
      const text = await data;
      if (text === null) continue;
      deliveries.push({ clientId: match.client.id, name: match.subscription.key, data: text });
    }
    return deliveries;
  }

  /** Sends prepared messages to the clients that are still connected. */
  deliver(deliveries: readonly PreparedDelivery[]): void {
    for (const delivery of deliveries) {
      this.deps.broker.client(delivery.clientId)?.send(delivery.name, delivery.data);
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
