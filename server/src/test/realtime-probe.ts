import type PocketBase from 'pocketbase';
import type { SendOptions } from 'pocketbase';
import type { TestServer } from './test-server.js';

/** One message a probe's client received: the subscription key it came on, and its data. */
export interface ReceivedEvent {
  topic: string;
  data: unknown;
}

/** The data of a record event, as the server sends it. */
export interface RecordEventData {
  action: string;
  record: Record<string, unknown>;
}

/** Reads a received event as a record event. */
export function recordEvent(event: ReceivedEvent): RecordEventData {
  // note: the SDK hands over parsed JSON, and record topics always carry `{action, record}`.
  return event.data as RecordEventData;
}

const SENTINEL_TOPIC = '__probe_sentinel';

/**
 * Records what an SDK client receives over realtime, and tells when it has received everything
 * the server sent so far: `drain()` publishes a sentinel to this client alone and waits for it.
 * The server handles events in order and the stream keeps that order, so once the sentinel is
 * in, any event sent before it is too; a missing event was never sent.
 */
export class RealtimeProbe {
  private received: ReceivedEvent[] = [];
  private sentinel = 0;

  private constructor(
    readonly pb: PocketBase,
    private readonly server: TestServer,
  ) {}

  /** Subscribes `pb` to the sentinel topic (connecting it) and returns the probe. */
  static async open(server: TestServer, pb: PocketBase): Promise<RealtimeProbe> {
    const probe = new RealtimeProbe(pb, server);
    await probe.subscribe(SENTINEL_TOPIC);
    return probe;
  }

  /** Subscribes to a topic (`notes/*`, `notes/<id>`, a custom one), recording its messages. */
  async subscribe(topic: string, options?: SendOptions): Promise<() => Promise<void>> {
    return this.pb.realtime.subscribe(
      topic,
      (data: unknown) => this.received.push({ topic, data }),
      options,
    );
  }

  /** Waits until everything sent before now has arrived; returns it (without sentinels) and clears the log. */
  async drain(): Promise<ReceivedEvent[]> {
    const mark = ++this.sentinel;
    await this.server.app.realtime.publish(SENTINEL_TOPIC, mark, {
      audience: { clientIds: [this.pb.realtime.clientId] },
    });
    await waitUntil(() =>
      this.received.some((event) => event.topic === SENTINEL_TOPIC && event.data === mark),
    );
    const events = this.received.filter((event) => event.topic !== SENTINEL_TOPIC);
    this.received = [];
    return events;
  }
}

/** Polls `condition` until it holds; fails after `timeoutMs` (a hang guard, not an assertion on speed). */
export async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('waitUntil: condition never held');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
