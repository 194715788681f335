import type { AuthIdentity } from '../request-info.js';
import type { Subscription } from './realtime-subscription.js';

/**
 * Where a client's stream goes. The HTTP layer implements it over the response; the broker
 * only writes SSE frames and reads how much of them is still waiting for the network.
 */
export interface RealtimeSink {
  /** Queues text on the stream. */
  write(chunk: string): void;
  /** Bytes written but not yet taken by the network (the per-client buffer). */
  readonly bufferedBytes: number;
  /** Ends the stream after what is queued. */
  end(): void;
  /** Drops the connection at once, discarding what is queued. */
  destroy(): void;
}

/** The auth record a client's subscriptions are evaluated for. */
export interface AuthBinding {
  identity: AuthIdentity;
  /** When the token that bound it expires (ms since the epoch), or null for never. */
  expiresAt: number | null;
}

/** How long a client may live and how much it may fall behind. */
export interface ClientLimits {
  /** Closed after this long without a message sent to it. */
  idleTimeoutMs: number;
  /** Closed after this long whatever happens. */
  maxLifetimeMs: number;
  /** Dropped when more than this many bytes wait for the network. */
  maxBufferedBytes: number;
}

/** Why a client went away. */
export type CloseReason = 'disconnected' | 'idle' | 'lifetime' | 'slow' | 'shutdown';

/**
 * One SSE connection: its id, the IP it connected from, its subscriptions and auth binding.
 * Every frame it sends carries `id:<clientId>`, which is where the SDK reads its client id.
 */
export class RealtimeClient {
  /** Subscriptions by key (the string the client sent). */
  readonly subscriptions = new Map<string, Subscription>();
  /** The same subscriptions by topic, for matching events. */
  readonly byTopic = new Map<string, Subscription[]>();
  /** The bound auth; changed only through the broker, which indexes it. */
  binding: AuthBinding | null = null;
  private open = true;
  private readonly idleTimer: NodeJS.Timeout;
  private readonly lifetimeTimer: NodeJS.Timeout;

  constructor(
    readonly id: string,
    readonly remoteIp: string,
    private readonly sink: RealtimeSink,
    private readonly limits: ClientLimits,
    private readonly onClose: (client: RealtimeClient, reason: CloseReason) => void,
  ) {
    this.idleTimer = setTimeout(() => this.close('idle'), limits.idleTimeoutMs).unref();
    this.lifetimeTimer = setTimeout(() => this.close('lifetime'), limits.maxLifetimeMs).unref();
  }

  /** True until the client is closed for any reason. */
  get isOpen(): boolean {
    return this.open;
  }

  /**
   * Writes one SSE message. A client whose buffer overflows is dropped rather than allowed to
   * grow the server's memory.
   */
  send(name: string, data: string): void {
    if (!this.open) return;
    this.sink.write(`id:${this.id}\nevent:${name}\ndata:${data}\n\n`);
    if (this.sink.bufferedBytes > this.limits.maxBufferedBytes) {
      this.close('slow');
      return;
    }
    this.idleTimer.refresh();
  }

  /** Ends the stream (at once for a slow client); safe to call more than once. */
  close(reason: CloseReason): void {
    if (!this.open) return;
    this.open = false;
    clearTimeout(this.idleTimer);
    clearTimeout(this.lifetimeTimer);
    if (reason === 'slow') this.sink.destroy();
    else if (reason !== 'disconnected') this.sink.end();
    this.onClose(this, reason);
  }
}
