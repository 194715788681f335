import pg from 'pg';
import { randomString } from '../../lib/random.js';
import { BusHandlers } from './bus-handlers.js';
import type { BusHandler, BusMessage, BusStats, RealtimeBus } from './bus.js';
import { PostgresListener } from './postgres-listener.js';

/** The NOTIFY channel every process of one database shares. */
export const DEFAULT_BUS_CHANNEL = 'hearth_realtime';
/**
 * Where messages too large for a notification wait for their listeners. Unlogged: it holds
 * nothing a crash should keep, and skipping the WAL makes each write cheaper.
 */
export const BUS_BODIES_TABLE = '_realtimeBusBodies';
/**
 * The largest notification sent inline. PostgreSQL refuses payloads of 8000 bytes or more;
 * the rest of the room is the envelope (publisher id and sequence number).
 */
const MAX_INLINE_BYTES = 7000;
/** Bodies are kept this long: a listener fetches one within moments of its notification. */
const BODY_TTL_SECONDS = 300;
/** At most one prune of old bodies per this period, by whichever process publishes one. */
const PRUNE_EVERY_MS = 60_000;

export interface PostgresBusOptions {
  /** The database every process shares (`postgres://…`). */
  url: string;
  /** The NOTIFY channel; processes talk only on the same one (tests use one per bus). */
  channel?: string;
  /** Told about handlers that throw and connection problems; the bus carries on. */
  onError?: (error: unknown, context: string) => void;
}

/** What travels in a notification: the message itself, or the id of its stored body. */
interface Envelope {
  /** The publishing bus. */
  p: string;
  /** Its sequence number, from 1. */
  s: number;
  m?: BusMessage;
  /** The id of the body in `BUS_BODIES_TABLE`, for messages too large to travel inline. */
  b?: string;
}

/**
 * The realtime bus of several server processes on one PostgreSQL database, over LISTEN/NOTIFY.
 *
 * Every message goes through PostgreSQL, this process's own included, so each process hears
 * every publisher's messages in that publisher's order: publishes go out one after another on
 * one connection, PostgreSQL delivers notifications in commit order, and the listener hands
 * them to subscribers one at a time, waiting for a stored body before the messages after it.
 * Large messages are stored in an unlogged table and announced by id; bodies older than five
 * minutes are pruned. The listening connection reconnects when it drops; what was published
 * while it was down is not heard (realtime clients catch up by listing, as after any reconnect).
 * Every process hears every message, whatever its subjects: fine for a handful of processes
 * (`nats-bus.ts` routes by subject for more).
 */
export class PostgresBus implements RealtimeBus {
  readonly routesBySubject = false;
  private readonly handlers: BusHandlers;
  private closed = false;
  private readonly id = randomString(16);
  private sequence = 0;
  /** The last sequence number of our own that came back through the listener. */
  private heardOwn = 0;
  private ownWaiters: { sequence: number; resolve: () => void }[] = [];
  /** Delivery of notifications, one at a time and in order. */
  private tail: Promise<void> = Promise.resolve();
  private lastPrune = 0;
  private received = 0;

  private readonly listener: PostgresListener;

  private constructor(
    url: string,
    private readonly publisher: pg.Pool,
    private readonly channel: string,
    private readonly onError: (error: unknown, context: string) => void,
  ) {
    this.handlers = new BusHandlers((error) => onError(error, 'realtime bus handler'));
    this.listener = new PostgresListener({
      url,
      channels: [channel],
      onNotification: (_channel, payload) => this.receive(payload),
      onError,
    });
  }

  /** Connects, creates the bodies table if needed and starts listening. */
  static async open(options: PostgresBusOptions): Promise<PostgresBus> {
    const channel = options.channel ?? DEFAULT_BUS_CHANNEL;
    const onError = options.onError ?? (() => undefined);
    // note: one connection, so publishes reach PostgreSQL (and commit) in the order they were made.
    const publisher = new pg.Pool({ connectionString: options.url, max: 1 });
    publisher.on('error', (error) => onError(error, 'realtime bus publisher connection'));
    const bus = new PostgresBus(options.url, publisher, channel, onError);
    try {
      await createBodiesTable(publisher);
      await bus.listener.start();
    } catch (error) {
      await bus.close();
      throw error;
    }
    return bus;
  }

  /** Every process hears it, whatever its subjects. */
  async publish(message: BusMessage): Promise<void> {
    if (this.closed) throw new Error('The realtime bus is closed.');
    const json = JSON.stringify(message);
    const sequence = ++this.sequence;
    const inline = JSON.stringify({ p: this.id, s: sequence, m: message } satisfies Envelope);
    try {
      if (Buffer.byteLength(inline) <= MAX_INLINE_BYTES) {
        await this.publisher.query('SELECT pg_notify($1, $2)', [this.channel, inline]);
      } else {
        await this.publishStored(json, sequence);
      }
    } catch (error) {
      // note: it never comes back, so `delivered()` must not wait for it.
      this.heard(sequence);
      throw error;
    }
  }

  private async publishStored(json: string, sequence: number): Promise<void> {
    // note: one statement, so the body is committed by the time anyone hears its id.
    await this.publisher.query(
      `WITH stored AS (INSERT INTO "${BUS_BODIES_TABLE}" (body) VALUES ($2) RETURNING id)
       SELECT pg_notify($1, json_build_object('p', $3::text, 's', $4::int, 'b', stored.id::text)::text)
       FROM stored`,
      [this.channel, json, this.id, sequence],
    );
    this.pruneNowAndThen();
  }

  subscribe(handler: BusHandler): () => void {
    return this.handlers.add(handler);
  }

  /** Every process hears every message anyway. */
  setInterest(): void {}

  interestApplied(): Promise<void> {
    return Promise.resolve();
  }

  stats(): BusStats {
    return { received: this.received, handled: this.received };
  }

  /**
   * Resolves once every message this bus published so far came back to its subscribers (or
   * the bus closed): tests and benchmarks wait for delivery with it.
   */
  delivered(): Promise<void> {
    const sequence = this.sequence;
    if (this.closed || this.heardOwn >= sequence) return Promise.resolve();
    return new Promise((resolve) => this.ownWaiters.push({ sequence, resolve }));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.handlers.clear();
    for (const waiter of this.ownWaiters) waiter.resolve();
    this.ownWaiters = [];
    await this.listener.stop();
    await this.publisher.end();
  }

  private receive(payload: string): void {
    this.received += 1;
    this.tail = this.tail
      .then(() => this.deliver(payload))
      .catch((error: unknown) => this.onError(error, 'realtime bus delivery'));
  }

  private async deliver(payload: string): Promise<void> {
    const envelope = parseEnvelope(payload);
    if (!envelope) {
      this.onError(new Error('unreadable realtime bus notification'), 'realtime bus delivery');
      return;
    }
    try {
      const message = envelope.m ?? (await this.fetchBody(envelope.b));
      if (message && !this.closed) this.handlers.dispatch(message);
    } finally {
      if (envelope.p === this.id) this.heard(envelope.s);
    }
  }

  private async fetchBody(id: string | undefined): Promise<BusMessage | undefined> {
    if (id === undefined) return undefined;
    const result = await this.listener.query<{ body: string }>(
      `SELECT body FROM "${BUS_BODIES_TABLE}" WHERE id = $1`,
      [id],
    );
    const body = result.rows[0]?.body;
    if (body === undefined) {
      this.onError(new Error(`realtime bus body ${id} is gone`), 'realtime bus delivery');
      return undefined;
    }
    // note: the body was produced from a BusMessage by JSON.stringify in publish().
    return JSON.parse(body) as BusMessage;
  }

  private heard(sequence: number): void {
    this.heardOwn = Math.max(this.heardOwn, sequence);
    const waiting = this.ownWaiters;
    this.ownWaiters = waiting.filter((waiter) => waiter.sequence > this.heardOwn);
    for (const waiter of waiting) if (waiter.sequence <= this.heardOwn) waiter.resolve();
  }

  private pruneNowAndThen(): void {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    this.publisher
      .query(
        `DELETE FROM "${BUS_BODIES_TABLE}" WHERE created < now() - interval '${BODY_TTL_SECONDS} seconds'`,
      )
      .catch((error: unknown) => this.onError(error, 'realtime bus prune'));
  }
}

async function createBodiesTable(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // note: processes starting together would otherwise race on creating the same table.
    await client.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [BUS_BODIES_TABLE]);
    await client.query(
      `CREATE UNLOGGED TABLE IF NOT EXISTS "${BUS_BODIES_TABLE}" (
         id bigserial PRIMARY KEY,
         body text NOT NULL,
         created timestamptz NOT NULL DEFAULT now()
       )`,
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

function parseEnvelope(payload: string): Envelope | undefined {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return undefined;
    const envelope = value as Partial<Envelope>;
    if (typeof envelope.p !== 'string' || typeof envelope.s !== 'number') return undefined;
    return envelope as Envelope;
  } catch {
    return undefined;
  }
}
