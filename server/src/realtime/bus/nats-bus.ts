import { connect, type Msg, type NatsConnection, type NatsError, type Subscription } from 'nats';
import { randomString } from '../../lib/random.js';
import { BusHandlers } from './bus-handlers.js';
import type { BusHandler, BusMessage, BusStats, RealtimeBus } from './bus.js';
import { EVERYONE, type BusSubject } from './bus-subjects.js';
import { encodeEnvelope, readHead, readMessage, type EnvelopeHead } from './nats-envelope.js';
import { checkNatsPrefix, DEFAULT_NATS_PREFIX, natsSubject } from './nats-subjects.js';
import { natsServers } from './nats-url.js';

/** How long a subscription request waits for the broker to confirm new interest. */
const INTEREST_WAIT_MS = 2_000;
/** Publishers remembered for spotting copies; past this, the longest silent is forgotten. */
const MAX_PUBLISHERS = 10_000;

export interface NatsBusOptions {
  /** The NATS server, or several separated by commas (`nats://10.0.0.5:4222`). */
  url: string;
  /** The first token(s) of every subject; one deployment, one prefix (tests use one per bus). */
  prefix?: string;
  /** Told about connection problems and handlers that throw; the bus carries on. */
  onError?: (error: unknown, context: string) => void;
}

/**
 * The realtime bus of many server processes, over a NATS server: routing by subject, so each
 * process receives only the subjects its clients need (`bus-subjects.ts`, `BusInterest`), and
 * what a process handles grows with its own clients, not with the deployment.
 *
 * A message published under several subjects is sent once per subject, all copies with one
 * sequence number; NATS keeps one connection's messages in order for each receiver, so a
 * receiver hands on a message only when its number is above the last it saw from that
 * publisher, and every copy after the first is dropped. The connection reconnects for ever
 * and subscribes again; what was published while it was down is not heard (realtime clients
 * catch up by listing, as after any reconnect). A message above the server's `max_payload`
 * (1 MB by default) is refused.
 */
export class NatsBus implements RealtimeBus {
  readonly routesBySubject = true;
  private readonly handlers: BusHandlers;
  private closed = false;
  private readonly id = randomString(16);
  private sequence = 0;
  private received = 0;
  private handled = 0;
  /** The last sequence number handed on, by publisher, least recently heard first. */
  private readonly lastHandled = new Map<string, number>();
  private readonly subscriptions = new Map<BusSubject, Subscription>();

  private constructor(
    private readonly nc: NatsConnection,
    private readonly prefix: string,
    private readonly onError: (error: unknown, context: string) => void,
  ) {
    this.handlers = new BusHandlers((error) => onError(error, 'realtime bus handler'));
    this.listen(EVERYONE);
    void this.followStatus();
  }

  /** Connects and listens to what goes to everyone; rejects when the first connection fails. */
  static async open(options: NatsBusOptions): Promise<NatsBus> {
    const prefix = checkNatsPrefix(options.prefix ?? DEFAULT_NATS_PREFIX);
    const nc = await connect({
      ...natsServers(options.url),
      name: 'hearth',
      maxReconnectAttempts: -1,
    });
    const bus = new NatsBus(nc, prefix, options.onError ?? (() => undefined));
    await nc.flush();
    return bus;
  }

  publish(message: BusMessage, subjects: readonly BusSubject[]): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The realtime bus is closed.'));
    try {
      const head = { publisher: this.id, sequence: this.sequence + 1 };
      const payload = encodeEnvelope(head, message);
      const limit = this.nc.info?.max_payload ?? Infinity;
      if (payload.length > limit) {
        throw new Error(`A realtime message of ${payload.length} bytes is over NATS's ${limit}.`);
      }
      this.sequence += 1;
      for (const subject of new Set(subjects)) {
        this.nc.publish(natsSubject(this.prefix, subject), payload);
      }
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  subscribe(handler: BusHandler): () => void {
    return this.handlers.add(handler);
  }

  setInterest(subject: BusSubject, wanted: boolean): void {
    if (subject === EVERYONE || this.closed) return;
    const current = this.subscriptions.get(subject);
    if (wanted && !current) this.listen(subject);
    if (!wanted && current) {
      current.unsubscribe();
      this.subscriptions.delete(subject);
    }
  }

  /**
   * A round trip to the server, which handles this connection's subscriptions in order: after
   * it, they are in force. A server out of reach is waited for at most `INTEREST_WAIT_MS`; the
   * subscriptions are sent again when it is back.
   */
  async interestApplied(): Promise<void> {
    if (this.closed) return;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, INTEREST_WAIT_MS);
    });
    const flushed = this.nc.flush().catch((error: unknown) => {
      this.onError(error, 'realtime bus interest');
    });
    await Promise.race([flushed, late]);
    clearTimeout(timer);
  }

  /**
   * Resolves once every message this bus published so far that it is itself interested in
   * came back to its subscribers (the server answers the round trip after sending them).
   */
  async delivered(): Promise<void> {
    if (!this.closed) await this.nc.flush();
  }

  stats(): BusStats {
    return { received: this.received, handled: this.handled };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.handlers.clear();
    this.subscriptions.clear();
    await this.nc.close();
  }

  private listen(subject: BusSubject): void {
    const subscription = this.nc.subscribe(natsSubject(this.prefix, subject), {
      callback: (error, msg) => this.receive(error, msg),
    });
    this.subscriptions.set(subject, subscription);
  }

  private receive(error: NatsError | null, msg: Msg): void {
    if (error) {
      this.onError(error, 'realtime bus subscription');
      return;
    }
    this.received += 1;
    const read = readHead(msg.data);
    if (!read) {
      this.onError(new Error('unreadable realtime bus message'), 'realtime bus delivery');
      return;
    }
    if (!this.firstCopy(read.head) || this.closed) return;
    const message = readMessage(msg.data, read.body);
    if (!message) {
      this.onError(new Error('unreadable realtime bus message'), 'realtime bus delivery');
      return;
    }
    this.handled += 1;
    this.handlers.dispatch(message);
  }

  /** Whether this is the first copy of the message heard (the others share its number). */
  private firstCopy({ publisher, sequence }: EnvelopeHead): boolean {
    const last = this.lastHandled.get(publisher) ?? 0;
    if (sequence <= last) return false;
    this.lastHandled.delete(publisher);
    this.lastHandled.set(publisher, sequence);
    if (this.lastHandled.size > MAX_PUBLISHERS) {
      const oldest = this.lastHandled.keys().next().value;
      if (oldest !== undefined) this.lastHandled.delete(oldest);
    }
    return true;
  }

  private async followStatus(): Promise<void> {
    for await (const status of this.nc.status()) {
      if (status.type === 'disconnect' || status.type === 'error') {
        this.onError(new Error(`NATS ${status.type}: ${String(status.data)}`), 'realtime bus');
      }
    }
  }
}
