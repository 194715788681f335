import type { CollectionModel } from '@hearth/shared';
import type { CollectionRegistry } from '../collections/collection-registry.js';
import type { RecordChangeEvent, RecordHooks } from '../hooks/record-hooks.js';
import type { Logger } from '../lib/logger.js';
import { randomString } from '../lib/random.js';
import type { RecordService } from '../records/record-service.js';
import type { AuthIdentity, RecordValues } from '../request-info.js';
import type { Queryable } from '../storage/db.js';
import { followAuthCollections, followAuthRecord } from './auth-bindings.js';
import type {
  BusAudience,
  BusMessage,
  BusStats,
  CustomBusMessage,
  RealtimeBus,
  RecordBusMessage,
} from './bus/bus.js';
import { EVERYONE } from './bus/bus-subjects.js';
import { InProcessBus } from './bus/in-process-bus.js';
import { BusInterest } from './bus-interest.js';
import type { ClientLimits, RealtimeClient, RealtimeSink } from './realtime-client.js';
import { DEFAULT_CLIENT_LIMITS, RealtimeBroker, type SubscribeRequest } from './realtime-broker.js';
import { RecordFanout, type PreparedDelivery } from './record-fanout.js';
import { RoutedPublisher } from './routed-publisher.js';

/** What realtime is built on. */
export interface RealtimeDeps {
  db: Queryable;
  records: RecordService;
  collections: CollectionRegistry;
  hooks: RecordHooks;
  logger: Logger;
  /** The event stream shared with other server processes; in-process by default. */
  bus?: RealtimeBus;
  limits?: ClientLimits;
}

/** Options of a custom message. */
export interface PublishOptions {
  /** Who may receive it besides being subscribed; omitted ⇒ every subscriber of the topic. */
  audience?: BusAudience;
  /**
   * Unsubscribe each receiving client from the topic once it is sent: the OAuth2 popup flow's
   * `@oauth2` message. It happens where the client lives, so it works across processes.
   */
  once?: boolean;
  /**
   * Once sent, the clients bound through the audience's `sessionIds` lose their authorization,
   * whatever they subscribed to, and get what a guest gets from then on: a session that ended
   * says so to its own connections, then they see nothing private. Works across processes.
   */
  dropSessionAuth?: boolean;
}

/**
 * A change of the auth record a client's events are checked for, for server code that follows
 * who is connected (presence): a client bound by its subscription request, rebound, dropped back
 * to a guest, or gone (`auth` null, `open` false).
 */
export interface ClientAuthChange {
  /** The client's id, which the SDK knows as `pb.realtime.clientId`. */
  clientId: string;
  /** The auth the client is bound to now; null for a guest or a closed client. */
  auth: AuthIdentity | null;
  /** The auth it was bound to before; null if it was a guest. */
  previous: AuthIdentity | null;
  /** False once the connection is gone. */
  open: boolean;
}

/** Hears client auth changes; called synchronously, so it must only record what it needs. */
export type ClientAuthListener = (change: ClientAuthChange) => void;

/**
 * Committed deletes whose deliveries wait for the bus to hand them back. A bus that loses
 * messages must not grow this forever; past the cap the oldest are forgotten.
 */
const MAX_COMMITTED_DELETES = 10_000;

/** Values never put on the bus: rules cannot read them and clients never see them. */
const NOT_PUBLISHED = new Set(['password']);

/**
 * PocketBase's realtime for server code: SSE clients and their subscriptions (through the
 * broker), record events filtered per subscriber by the collection's rules, and custom topics.
 * Every event goes through the bus, so several processes can share one stream; this process
 * handles what it hears strictly in order.
 *
 * @example
 * // Chat's typing indicator: only the room's members, subscribed to `typing/<roomId>`, hear it.
 * await app.realtime.publish(`typing/${roomId}`, { user: userId }, { audience: { authIds: memberIds } });
 */
export class Realtime {
  readonly broker: RealtimeBroker;
  private readonly bus: RealtimeBus;
  private readonly fanout: RecordFanout;
  private readonly nodeId = randomString(20);
  /** Deliveries worked out before a delete, keyed by the record object the delete carries. */
  private readonly beforeDelete = new WeakMap<RecordValues, PreparedDelivery[]>();
  /** The same, once committed and published, until the bus hands the delete back. */
  private readonly committedDeletes = new Map<string, PreparedDelivery[]>();
  /** What this process needs from a bus that routes by subject; null for other buses. */
  private readonly interest: BusInterest | null;
  /** Where messages go on a bus that routes by subject; null for other buses. */
  private readonly routed: RoutedPublisher | null;
  /** Whether this instance made its bus (and so closes it); a given bus belongs to the caller. */
  private readonly ownsBus: boolean;
  private tail: Promise<void> = Promise.resolve();
  private readonly unsubscribe: (() => void)[] = [];
  private readonly authListeners = new Set<ClientAuthListener>();
  private readonly closeListeners = new Set<() => void>();
  private readonly peerChangeListeners = new Set<(event: RecordChangeEvent) => void>();
  private peerBarrier: () => Promise<void> = () => Promise.resolve();

  constructor(private readonly deps: RealtimeDeps) {
    const { logger } = deps;
    this.ownsBus = deps.bus === undefined;
    this.bus =
      deps.bus ??
      new InProcessBus((error) => logger.error('realtime bus handler failed', { error }));
    this.broker = new RealtimeBroker(
      deps.limits ?? DEFAULT_CLIENT_LIMITS,
      undefined,
      (client, previous) => this.emitAuthChange(client, previous),
    );
    this.fanout = new RecordFanout({ broker: this.broker, records: deps.records, logger });
    const routes = this.bus.routesBySubject;
    this.interest = routes
      ? new BusInterest(this.bus, (name) => deps.collections.find(name))
      : null;
    if (this.interest) this.broker.onIndexKeyChange(this.interest.followBroker);
    this.routed = routes ? new RoutedPublisher(this.bus, this.fanout, deps.db) : null;
    this.unsubscribe.push(
      this.bus.subscribe((message) => this.enqueue(message)),
      deps.hooks.onBeforeDelete((event, q) => this.prepareDelete(event, q)),
      deps.hooks.onAfterChange((event) => this.publishChange(event)),
    );
    deps.collections.onChange(() => {
      followAuthCollections(this.broker, (id) => deps.collections.find(id));
      this.interest?.collectionsChanged();
    });
  }

  /** How many SSE clients are connected. */
  get clientCount(): number {
    return this.broker.clientCount;
  }

  /** Registers an SSE connection and sends it `PB_CONNECT`. */
  connect(sink: RealtimeSink, remoteIp: string): RealtimeClient {
    return this.broker.connect(sink, remoteIp);
  }

  /** Forgets a client whose connection closed. */
  disconnect(clientId: string): void {
    this.broker.disconnect(clientId);
  }

  /**
   * Replaces a client's subscriptions (`POST /api/realtime`); throws PocketBase's 404/400/403.
   * Resolves once a bus that routes by subject brings this process what they need.
   */
  async setSubscriptions(
    clientId: string,
    keys: readonly string[],
    request: SubscribeRequest,
  ): Promise<void> {
    this.broker.setSubscriptions(clientId, keys, request);
    await this.interest?.ready();
  }

  /** What this process's bus counted (messages received from the broker, each copy). */
  busStats(): BusStats {
    return this.bus.stats();
  }

  /**
   * Sends `data` (any JSON value) to the clients subscribed to exactly `topic`, limited to an
   * audience when given. Resolves once the bus took the message.
   */
  publish(topic: string, data: unknown, options: PublishOptions = {}): Promise<void> {
    const message: BusMessage = { type: 'custom', topic, data: JSON.stringify(data) ?? 'null' };
    if (options.audience) message.audience = options.audience;
    if (options.once) message.once = true;
    if (options.dropSessionAuth) message.dropSessionAuth = true;
    return this.routed?.publishCustom(message) ?? this.bus.publish(message, [EVERYONE]);
  }

  /**
   * Calls `listener` whenever a client's bound auth record changes (see `ClientAuthChange`); a
   * listener's error is logged. Returns the function that stops it.
   */
  onClientAuthChange(listener: ClientAuthListener): () => void {
    this.authListeners.add(listener);
    return () => this.authListeners.delete(listener);
  }

  /**
   * Calls `listener` for every record change another server process made to these collections
   * (by name or id; heard on the bus, in its order), as `recordHooks.onAfterChange` tells this
   * process's own: server code that keeps state in memory follows the whole deployment's
   * changes with both. A bus that routes by subject brings this process every change of them
   * from then on. Returns the stopper.
   */
  onPeerRecordChange(
    collections: readonly string[],
    listener: (event: RecordChangeEvent) => void,
  ): () => void {
    const names = new Set(collections);
    const filtered = (event: RecordChangeEvent) => {
      if (names.has(event.collection.name) || names.has(event.collection.id)) listener(event);
    };
    this.peerChangeListeners.add(filtered);
    for (const name of names) this.interest?.watch(name, true);
    return () => {
      if (!this.peerChangeListeners.delete(filtered)) return;
      for (const name of names) this.interest?.watch(name, false);
    };
  }

  /**
   * Makes every record change from another process wait for `barrier` before it is checked
   * and delivered: the cluster passes "the collections another process changed are reloaded",
   * so a change heard after a rule change is checked against the new rule.
   */
  waitBeforePeerChanges(barrier: () => Promise<void>): void {
    this.peerBarrier = barrier;
  }

  /**
   * Calls `listener` once when realtime closes, before its clients are closed: server code that
   * follows clients stops there rather than hearing every client of a shutdown go.
   */
  onClose(listener: () => void): () => void {
    this.closeListeners.add(listener);
    return () => this.closeListeners.delete(listener);
  }

  /** Resolves once every event heard so far has been handled (tests, shutdown). */
  settled(): Promise<void> {
    return this.tail;
  }

  /** Closes every client and stops listening (and closes the bus if it made it). */
  async close(): Promise<void> {
    for (const listener of [...this.closeListeners]) this.callSafely(listener);
    this.closeListeners.clear();
    this.authListeners.clear();
    this.peerChangeListeners.clear();
    for (const stop of this.unsubscribe) stop();
    this.broker.close();
    await this.tail;
    if (this.ownsBus) await this.bus.close();
  }

  private emitAuthChange(client: RealtimeClient, previous: AuthIdentity | null): void {
    const change: ClientAuthChange = {
      clientId: client.id,
      auth: client.isOpen ? (client.binding?.identity ?? null) : null,
      previous,
      open: client.isOpen,
    };
    for (const listener of [...this.authListeners]) this.callSafely(() => listener(change));
  }

  private callSafely(run: () => void): void {
    try {
      run();
    } catch (error) {
      // note: a listener's failure must not break the broker's bookkeeping or a shutdown.
      this.deps.logger.error('realtime listener failed', { error });
    }
  }

  private async prepareDelete(event: RecordChangeEvent, q: Queryable): Promise<void> {
    if (event.collection.type === 'view') return;
    try {
      await this.routed?.prepareDelete(event, q);
      if (this.broker.clientCount === 0) return;
      const deliveries = await this.fanout.prepare(
        q,
        event.collection,
        event.record,
        'delete',
        'stored',
      );
      if (deliveries.length > 0) this.beforeDelete.set(event.record, deliveries);
    } catch (error) {
      // note: realtime must never make a delete fail.
      this.deps.logger.error('realtime delete preparation failed', { error });
    }
  }

  private async publishChange(event: RecordChangeEvent): Promise<void> {
    // Nobody could hear it: this process's bus reaches only this process's clients, and it has
    // none (a record change binds no client either). A given bus may reach other processes.
    if (this.ownsBus && this.broker.clientCount === 0) return;
    const record: RecordValues = {};
    for (const [name, value] of Object.entries(event.record)) {
      if (!NOT_PUBLISHED.has(name)) record[name] = value;
    }
    const message: RecordBusMessage = {
      type: 'record',
      action: event.action,
      collectionId: event.collection.id,
      record,
      origin: this.nodeId,
    };
    // note: the hook hands back the very record object the delete's before-hook saw.
    const prepared = event.action === 'delete' ? this.beforeDelete.get(event.record) : undefined;
    if (prepared) {
      message.ref = randomString(20);
      this.committedDeletes.set(message.ref, prepared);
      if (this.committedDeletes.size > MAX_COMMITTED_DELETES) {
        const oldest = this.committedDeletes.keys().next().value;
        if (oldest !== undefined) this.committedDeletes.delete(oldest);
      }
    }
    try {
      await (this.routed?.publishChange(message, event) ?? this.bus.publish(message, [EVERYONE]));
    } catch (error) {
      // note: without the bus, this process's own subscribers still hear about its changes.
      this.deps.logger.error('realtime bus publish failed', { error });
      this.enqueue(message);
    }
  }

  private enqueue(message: BusMessage): void {
    this.tail = this.tail
      .then(() => this.handle(message))
      .catch((error: unknown) => this.deps.logger.error('realtime event failed', { error }));
  }

  private async handle(message: BusMessage): Promise<void> {
    if (message.type === 'changed') return;
    if (message.type === 'custom') {
      this.deliverCustom(message);
      return;
    }
    if (message.origin !== this.nodeId) await this.peerBarrier();
    const prepared = message.ref === undefined ? undefined : this.committedDeletes.get(message.ref);
    if (message.ref !== undefined) this.committedDeletes.delete(message.ref);
    const collection = this.deps.collections.find(message.collectionId);
    if (!collection) return;
    if (message.origin !== this.nodeId) {
      const event = { action: message.action, collection, record: message.record };
      for (const listener of [...this.peerChangeListeners]) this.callSafely(() => listener(event));
    }
    followAuthRecord(this.broker, collection, message.action, message.record);
    if (collection.type === 'view' || this.broker.clientCount === 0) return;
    if (message.action !== 'delete') {
      await this.deliverRecord(collection, message.record, message.action);
    } else if (message.origin === this.nodeId) {
      // Access for our own clients was decided before the row went (none may see it: no ref).
      if (prepared) this.fanout.deliver(prepared);
    } else {
      const deliveries = await this.fanout.prepare(
        this.deps.db,
        collection,
        message.record,
        'delete',
        'snapshot',
      );
      this.fanout.deliver(deliveries);
    }
  }

  private async deliverRecord(
    collection: CollectionModel,
    record: RecordValues,
    action: 'create' | 'update',
  ): Promise<void> {
    const deliveries = await this.fanout.prepare(
      this.deps.db,
      collection,
      record,
      action,
      'stored',
    );
    this.fanout.deliver(deliveries);
  }

  /** The subscribers a custom message may reach, through the narrowest index its audience allows. */
  private customCandidates(topic: string, audience: BusAudience | undefined): RealtimeClient[] {
    if (audience?.clientIds) return this.broker.subscribersOf(topic);
    if (audience?.sessionIds) {
      return this.broker
        .boundToSessions(audience.sessionIds)
        .filter((client) => client.subscriptions.has(topic));
    }
    if (audience?.authIds) return this.broker.subscribersAmong(topic, audience.authIds);
    return this.broker.subscribersOf(topic);
  }

  private deliverCustom(message: CustomBusMessage): void {
    const { topic, data, audience, once } = message;
    const authIds = audience?.authIds ? new Set(audience.authIds) : null;
    const clientIds = audience?.clientIds ? new Set(audience.clientIds) : null;
    const sessionIds = audience?.sessionIds ? new Set(audience.sessionIds) : null;
    const subscribers = this.customCandidates(topic, audience);
    for (const client of subscribers) {
      if (clientIds && !clientIds.has(client.id)) continue;
      if (authIds || sessionIds) {
        const auth = this.broker.authOf(client);
        if (!auth) continue;
        if (authIds && !authIds.has(String(auth.record['id']))) continue;
        if (sessionIds && !(auth.sessionId !== undefined && sessionIds.has(auth.sessionId))) {
          continue;
        }
      }
      client.send(topic, data);
      if (once) this.broker.unsubscribe(client, topic);
    }
    if (message.dropSessionAuth && audience?.sessionIds) {
      for (const client of this.broker.boundToSessions(audience.sessionIds)) {
        this.broker.bind(client, null);
      }
    }
  }
}
