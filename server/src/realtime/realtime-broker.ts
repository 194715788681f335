import { badRequest, forbidden, notFound } from '../errors.js';
import { randomString } from '../lib/random.js';
import type { AuthIdentity } from '../request-info.js';
import {
  RealtimeClient,
  type AuthBinding,
  type ClientLimits,
  type CloseReason,
  type RealtimeSink,
} from './realtime-client.js';
import { parseSubscription, type Subscription } from './realtime-subscription.js';

/** PocketBase's limits: 5 minutes idle, 30 minutes in all; ours: 1 MiB waiting per client. */
export const DEFAULT_CLIENT_LIMITS: ClientLimits = {
  idleTimeoutMs: 5 * 60_000,
  maxLifetimeMs: 30 * 60_000,
  maxBufferedBytes: 1024 * 1024,
};

const CLIENT_ID_LENGTH = 40;
const SUPERUSERS = '_superusers';

/** What a subscription request brings besides the topics. */
export interface SubscribeRequest {
  auth: AuthBinding | null;
  remoteIp: string;
}

/** Called for each subscription that matches an event topic (its index in the topic list). */
export type MatchVisitor = (
  client: RealtimeClient,
  subscription: Subscription,
  topicIndex: number,
) => void;

/**
 * Called when the auth record a client is bound to changes: bound by a subscription request,
 * dropped (token key change, expiry, deleted record) or gone with the client (then the client
 * is no longer open). A refresh of the same record's values is not a change.
 */
export type AuthChangeListener = (client: RealtimeClient, previous: AuthIdentity | null) => void;

/**
 * Called when a key of the broker's indexes gains its first client or loses its last: an auth
 * record id some client is bound to, a topic some client is subscribed to, or whether any
 * client is bound to a superuser (`key` empty). What this process needs from a bus that routes
 * by subject follows from these (`bus-interest.ts`).
 */
export type IndexKeyListener = (
  index: 'authId' | 'topic' | 'superusers',
  key: string,
  present: boolean,
) => void;

/**
 * The registry of realtime clients: their subscriptions (indexed by topic), their auth bindings
 * (indexed by record) and their lifetime. It knows no HTTP (clients write to a `RealtimeSink`)
 * and no records: callers decide what to send to whom.
 */
export class RealtimeBroker {
  private readonly clients = new Map<string, RealtimeClient>();
  private readonly byTopic = new Map<string, Set<RealtimeClient>>();
  private readonly byAuth = new Map<string, Set<RealtimeClient>>();
  /** Bound clients by their auth record's id alone, whatever its collection. */
  private readonly byAuthId = new Map<string, Set<RealtimeClient>>();
  /** Clients bound to a superuser, who pass every rule. */
  private readonly superusers = new Set<RealtimeClient>();
  /** Bound clients by the session their token named, for tokens that name one. */
  private readonly bySession = new Map<string, Set<RealtimeClient>>();
  private keyListener: IndexKeyListener = () => undefined;

  constructor(
    private readonly limits: ClientLimits = DEFAULT_CLIENT_LIMITS,
    private readonly onClose: (client: RealtimeClient, reason: CloseReason) => void = () =>
      undefined,
    private readonly onAuthChange: AuthChangeListener = () => undefined,
  ) {}

  /** Follows the keys of the auth, topic and superuser indexes (one listener). */
  onIndexKeyChange(listener: IndexKeyListener): void {
    this.keyListener = listener;
  }

  /** How many clients are connected. */
  get clientCount(): number {
    return this.clients.size;
  }

  /** Registers a new client and sends it `PB_CONNECT` with its id. */
  connect(sink: RealtimeSink, remoteIp: string): RealtimeClient {
    const id = randomString(CLIENT_ID_LENGTH);
    const client = new RealtimeClient(id, remoteIp, sink, this.limits, (closed, reason) => {
      this.forget(closed);
      this.onClose(closed, reason);
    });
    this.clients.set(id, client);
    client.send('PB_CONNECT', JSON.stringify({ clientId: id }));
    return client;
  }

  /** The client with this id, if connected. */
  client(id: string): RealtimeClient | undefined {
    return this.clients.get(id);
  }

  /** Forgets a client whose connection went away. */
  disconnect(id: string): void {
    this.clients.get(id)?.close('disconnected');
  }

  /**
   * Replaces a client's whole subscription set and binds it to the request's auth, with
   * PocketBase's checks: unknown client ⇒ 404, another IP ⇒ 400, another auth than the one
   * already bound ⇒ 403 (a guest client may become authenticated).
   */
  setSubscriptions(clientId: string, keys: readonly string[], request: SubscribeRequest): void {
    const client = this.clients.get(clientId);
    if (!client) throw notFound('Missing or invalid client id.');
    if (client.remoteIp !== request.remoteIp) throw badRequest('Invalid realtime client.');
    const current = this.authOf(client);
    if (current && !isSameAuth(current, request.auth?.identity ?? null)) {
      throw forbidden("The current and the previous request authorization don't match.");
    }
    this.bind(client, request.auth);
    this.unindexTopics(client);
    client.subscriptions.clear();
    client.byTopic.clear();
    for (const key of keys) {
      // PB compat: empty keys are ignored. Keys with line breaks are ignored too (PocketBase
      // would write them into the stream and break its framing).
      if (key === '' || /[\r\n]/.test(key)) continue;
      const subscription = parseSubscription(key);
      client.subscriptions.set(key, subscription);
      const list = client.byTopic.get(subscription.topic);
      if (list) list.push(subscription);
      else client.byTopic.set(subscription.topic, [subscription]);
    }
    for (const topic of client.byTopic.keys()) {
      if (addTo(this.byTopic, topic, client)) this.keyListener('topic', topic, true);
    }
  }

  /** Removes one subscription key from a client (a one-shot topic that was delivered). */
  unsubscribe(client: RealtimeClient, key: string): void {
    const subscription = client.subscriptions.get(key);
    if (!subscription) return;
    client.subscriptions.delete(key);
    const rest = (client.byTopic.get(subscription.topic) ?? []).filter(
      (candidate) => candidate !== subscription,
    );
    if (rest.length > 0) {
      client.byTopic.set(subscription.topic, rest);
      return;
    }
    client.byTopic.delete(subscription.topic);
    if (removeFrom(this.byTopic, subscription.topic, client)) {
      this.keyListener('topic', subscription.topic, false);
    }
  }

  /** Visits every subscription whose topic is one of `topics`. */
  forEachMatch(topics: readonly string[], visit: MatchVisitor): void {
    for (const [topicIndex, topic] of topics.entries()) {
      for (const client of this.byTopic.get(topic) ?? []) {
        for (const subscription of client.byTopic.get(topic) ?? []) {
          visit(client, subscription, topicIndex);
        }
      }
    }
  }

  /**
   * `forEachMatch` among the clients bound to one of these auth record ids, and superusers:
   * for an event only those can see, it costs what they are, not what everyone is.
   */
  forEachMatchAmong(topics: readonly string[], authIds: Iterable<string>, visit: MatchVisitor) {
    const visited = new Set<RealtimeClient>();
    const consider = (client: RealtimeClient) => {
      if (visited.has(client)) return;
      visited.add(client);
      for (const [topicIndex, topic] of topics.entries()) {
        for (const subscription of client.byTopic.get(topic) ?? []) {
          visit(client, subscription, topicIndex);
        }
      }
    };
    for (const id of authIds) for (const client of this.byAuthId.get(id) ?? []) consider(client);
    for (const client of this.superusers) consider(client);
  }

  /** The clients subscribed with exactly this key (custom topics). */
  subscribersOf(key: string): RealtimeClient[] {
    const { topic } = parseSubscription(key);
    return [...(this.byTopic.get(topic) ?? [])].filter((client) => client.subscriptions.has(key));
  }

  /**
   * The clients subscribed with this key among those bound to these auth record ids: what a
   * message for a few users costs, however many others listen to the topic.
   */
  subscribersAmong(key: string, authIds: Iterable<string>): RealtimeClient[] {
    const found: RealtimeClient[] = [];
    for (const id of new Set(authIds)) {
      for (const client of this.byAuthId.get(id) ?? []) {
        if (client.subscriptions.has(key)) found.push(client);
      }
    }
    return found;
  }

  /** The auth a client's events are checked for; an expired binding is dropped first. */
  authOf(client: RealtimeClient, now: number = Date.now()): AuthIdentity | null {
    const binding = client.binding;
    if (!binding) return null;
    if (binding.expiresAt !== null && binding.expiresAt <= now) {
      this.bind(client, null);
      return null;
    }
    return binding.identity;
  }

  /** The clients bound to an auth record. */
  boundTo(collectionId: string, recordId: string): RealtimeClient[] {
    return [...(this.byAuth.get(authKey(collectionId, recordId)) ?? [])];
  }

  /** The clients bound through a token of one of these sessions. */
  boundToSessions(sessionIds: Iterable<string>): RealtimeClient[] {
    const found: RealtimeClient[] = [];
    for (const id of new Set(sessionIds)) found.push(...(this.bySession.get(id) ?? []));
    return found;
  }

  /** Every client bound to some auth record. */
  boundClients(): RealtimeClient[] {
    return [...this.byAuth.values()].flatMap((clients) => [...clients]);
  }

  /** Binds a client to an auth (null: a guest from now on). */
  bind(client: RealtimeClient, binding: AuthBinding | null): void {
    const previous = client.binding?.identity ?? null;
    if (client.binding) this.unindexAuth(client, client.binding.identity);
    client.binding = binding;
    if (binding && client.isOpen) this.indexAuth(client, binding.identity);
    const next = binding?.identity ?? null;
    if (previous === null ? next !== null : !isSameAuth(previous, next)) {
      this.onAuthChange(client, previous);
    }
  }

  /** Closes every client (server shutdown). */
  close(): void {
    for (const client of [...this.clients.values()]) client.close('shutdown');
  }

  private forget(client: RealtimeClient): void {
    this.clients.delete(client.id);
    this.unindexTopics(client);
    this.bind(client, null);
  }

  private indexAuth(client: RealtimeClient, identity: AuthIdentity): void {
    const id = String(identity.record['id']);
    addTo(this.byAuth, keyOf(identity), client);
    if (addTo(this.byAuthId, id, client)) this.keyListener('authId', id, true);
    if (identity.collection.name === SUPERUSERS && !this.superusers.has(client)) {
      this.superusers.add(client);
      if (this.superusers.size === 1) this.keyListener('superusers', '', true);
    }
    if (identity.sessionId !== undefined) addTo(this.bySession, identity.sessionId, client);
  }

  private unindexAuth(client: RealtimeClient, identity: AuthIdentity): void {
    const id = String(identity.record['id']);
    removeFrom(this.byAuth, keyOf(identity), client);
    if (removeFrom(this.byAuthId, id, client)) this.keyListener('authId', id, false);
    if (this.superusers.delete(client) && this.superusers.size === 0) {
      this.keyListener('superusers', '', false);
    }
    if (identity.sessionId !== undefined) removeFrom(this.bySession, identity.sessionId, client);
  }

  private unindexTopics(client: RealtimeClient): void {
    for (const topic of client.byTopic.keys()) {
      if (removeFrom(this.byTopic, topic, client)) this.keyListener('topic', topic, false);
    }
  }
}

function authKey(collectionId: string, recordId: string): string {
  return `${collectionId}/${recordId}`;
}

function keyOf(identity: AuthIdentity): string {
  return authKey(identity.collection.id, String(identity.record['id']));
}

function isSameAuth(a: AuthIdentity, b: AuthIdentity | null): boolean {
  return b !== null && keyOf(a) === keyOf(b);
}

/** Adds `value` under `key`; true when the key is new to the index. */
function addTo<K, V>(index: Map<K, Set<V>>, key: K, value: V): boolean {
  const set = index.get(key);
  if (set) {
    set.add(value);
    return false;
  }
  index.set(key, new Set([value]));
  return true;
}

/** Removes `value` from under `key`; true when that left the key out of the index. */
function removeFrom<K, V>(index: Map<K, Set<V>>, key: K, value: V): boolean {
  const set = index.get(key);
  if (!set?.delete(value)) return false;
  if (set.size > 0) return false;
  index.delete(key);
  return true;
}
