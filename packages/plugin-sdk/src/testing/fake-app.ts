import type { BridgeHost } from '../client/bridge-channel.js';
import type { BridgeError, BridgeEvent, BridgeEvents } from '../protocol.js';
import { BRIDGE_VERSION } from '../protocol.js';

/** A call the fake app received. */
export interface ReceivedCall {
  id: number;
  method: string;
  params: unknown;
}

type Handler = (params: unknown) => unknown;

/**
 * The app's side of the bridge for the SDK's tests, in jsdom: a window of its own (an iframe's,
 * so that `event.source` can name it) that records what the plugin posts and answers calls with
 * the handlers it was given. A call without a handler gets no answer.
 */
export class FakeApp {
  readonly calls: ReceivedCall[] = [];
  readonly pongs: number[] = [];
  readonly window: Window;
  private readonly handlers = new Map<string, Handler>();

  constructor(private readonly plugin: Window = window) {
    const frame = plugin.document.createElement('iframe');
    plugin.document.body.append(frame);
    if (!frame.contentWindow) throw new Error('jsdom gave the iframe no window');
    this.window = frame.contentWindow;
    // note: jsdom's postMessage neither clones nor names the source; the fake records instead.
    this.window.postMessage = (data: unknown) => this.receive(data);
  }

  /** The two windows a plugin under test connects between. */
  get host(): BridgeHost {
    return { self: this.plugin, parent: this.window };
  }

  /** Answers `method` with what `handler` returns, or refuses it when the handler throws a BridgeError. */
  answer(method: string, handler: Handler): this {
    this.handlers.set(method, handler);
    return this;
  }

  /** The calls of `method` received so far. */
  callsOf(method: string): ReceivedCall[] {
    return this.calls.filter((call) => call.method === method);
  }

  /** Posts `data` to the plugin as if from `source` (the app's window unless told). */
  post(data: unknown, source: Window | null = this.window): void {
    this.plugin.dispatchEvent(new MessageEvent('message', { data, source }));
  }

  ping(id: number): void {
    this.post({ hearth: BRIDGE_VERSION, kind: 'ping', id });
  }

  emit<E extends BridgeEvent>(name: E, data: BridgeEvents[E]): void {
    this.post({ hearth: BRIDGE_VERSION, kind: 'event', name, data });
  }

  result(id: number, value: unknown): void {
    this.post({ hearth: BRIDGE_VERSION, kind: 'result', id, ok: true, value });
  }

  refuse(id: number, error: BridgeError): void {
    this.post({ hearth: BRIDGE_VERSION, kind: 'result', id, ok: false, error });
  }

  private receive(data: unknown): void {
    // note: the SDK posts envelopes (objects) only; the test fails on anything else.
    const envelope = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
    if (envelope.kind === 'pong') {
      this.pongs.push(Number(envelope.id));
      return;
    }
    const call = {
      id: Number(envelope.id),
      method: String(envelope.method),
      params: envelope.params,
    };
    this.calls.push(call);
    const handler = this.handlers.get(call.method);
    if (!handler) return;
    try {
      this.result(call.id, handler(call.params));
    } catch (error) {
      this.refuse(call.id, error as BridgeError); // note: handlers throw BridgeErrors to refuse.
    }
  }
}
