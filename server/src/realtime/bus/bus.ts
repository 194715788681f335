import type { RecordValues } from '../../request-info.js';
import type { BusSubject } from './bus-subjects.js';

/** A committed record change, as every server process hears about it. */
export interface RecordBusMessage {
  type: 'record';
  action: 'create' | 'update' | 'delete';
  collectionId: string;
  /** The stored values after the change (before it, for a delete), without the password hash. */
  record: RecordValues;
  /** The process that made the change. */
  origin: string;
  /**
   * Deletes only: the key under which the origin kept the deliveries it prepared while the row
   * still existed. Other processes check access against `record` instead.
   */
  ref?: string;
}

/** Who may receive a custom message; every listed constraint must hold. */
export interface BusAudience {
  /** Only clients bound to one of these auth record ids. */
  authIds?: string[];
  /** Only these realtime clients (the OAuth2 popup flow addresses one client). */
  clientIds?: string[];
  /** Only clients bound through a token of one of these sessions (`AuthIdentity.sessionId`). */
  sessionIds?: string[];
}

/** A message server code published to a custom topic. */
export interface CustomBusMessage {
  type: 'custom';
  /** The exact subscription key that receives it. */
  topic: string;
  /** The message data as JSON text. */
  data: string;
  audience?: BusAudience;
  /** Each client that receives it drops the subscription afterwards (one-shot topics). */
  once?: boolean;
  /**
   * Afterwards, every client of the audience's `sessionIds`, subscribed to the topic or not,
   * loses its auth binding (a session that ended).
   */
  dropSessionAuth?: boolean;
}

/**
 * A cache every process keeps (collections, settings) changed in the database: the others
 * reload theirs. Realtime ignores it; `cluster/cache-sync.ts` sends and follows it.
 */
export interface ChangedBusMessage {
  type: 'changed';
  cache: 'collections' | 'settings';
  /** What the cache holds now, hashed: a process whose cache already matches stays quiet. */
  fingerprint: string;
  /** The process that changed it. */
  origin: string;
}

/** Everything that travels on the bus. Plain JSON, so a bus may carry it between processes. */
export type BusMessage = RecordBusMessage | CustomBusMessage | ChangedBusMessage;

/** Receives bus messages; it must not throw (the bus logs and skips handlers that do). */
export type BusHandler = (message: BusMessage) => void;

/** What a bus counted since it opened (read by the console's figures and the benchmarks). */
export interface BusStats {
  /**
   * Messages that arrived from the transport, each copy counted: on a bus that routes by
   * subject, a message this process is interested in under two subjects arrives twice (and is
   * handed to subscribers once).
   */
  received: number;
  /** Messages handed to subscribers: what was received, less the copies. */
  handled: number;
}

/**
 * The event stream every realtime event flows through, so that several server processes can
 * share it: each process publishes its own changes and hears everyone's it is interested in,
 * its own included, in publish order per publisher, each message once.
 */
export interface RealtimeBus {
  /**
   * Whether this bus routes by subject: only then are publishers' subjects and the interest
   * set worth working out. A bus that does not delivers every message to every process.
   */
  readonly routesBySubject: boolean;
  /**
   * Sends a message to the subscribers of every process interested in one of `subjects`
   * (`bus-subjects.ts`); resolves once the bus took it.
   */
  publish(message: BusMessage, subjects: readonly BusSubject[]): Promise<void>;
  /** Starts receiving messages; returns the function that stops it. */
  subscribe(handler: BusHandler): () => void;
  /**
   * Starts (`wanted`) or stops receiving the messages of a subject in this process (besides
   * `everyone`, which is always received). `WATCH_ALL` stands for every `watch/…` subject.
   */
  setInterest(subject: BusSubject, wanted: boolean): void;
  /**
   * Resolves once every interest change made so far is in force: messages published after it
   * by any process reach this one (a subscription request answers only then).
   */
  interestApplied(): Promise<void>;
  stats(): BusStats;
  /** Stops delivering and releases the bus's resources. */
  close(): Promise<void>;
}
