import type {
  AppEnvelope,
  BridgeEvent,
  BridgeEvents,
  BridgeMethod,
  MethodParams,
  MethodResult,
  PluginEnvelope,
} from '../protocol.js';
import { BRIDGE_LIMITS, BRIDGE_VERSION } from '../protocol.js';
import { readAppEnvelope } from './app-envelope.js';
import { CallPacer } from './call-pacer.js';
import { PluginError } from './plugin-error.js';

/** The two windows a plugin frame talks between. */
export interface BridgeHost {
  /** The frame's own window, where the app's envelopes arrive. */
  self: Window;
  /** The app's window (`window.parent`); envelopes from any other window are ignored. */
  parent: Window;
}

export interface BridgeChannelOptions {
  /** How long a call waits for the app's answer once sent. */
  callTimeoutMs: number;
  /** How many times a call the app refused with `rate_limited` is sent again, a second later. */
  rateLimitRetries: number;
}

interface PendingCall {
  resolve: (value: unknown) => void;
  reject: (error: PluginError) => void;
  timer: ReturnType<typeof setTimeout>;
}

type Answer = { ok: true; value: unknown } | { ok: false; error: PluginError };

// note: a little under the app's limit, because the app counts calls when it handles them, and a
// busy app handles several seconds' calls in one go.
const CALLS_PER_SECOND = Math.floor(BRIDGE_LIMITS.callsPerSecond * 0.8);
const RATE_LIMIT_RETRY_MS = 1000;

/**
 * The plugin's end of the bridge: sends calls and matches the app's answers to them by id,
 * answers pings, and hands events to listeners. Knows envelopes, not what the methods mean.
 */
export class BridgeChannel {
  private nextId = 1;
  private readonly pending = new Map<number, PendingCall>();
  private readonly listeners = new Map<BridgeEvent, Set<(data: unknown) => void>>();
  private readonly pacer = new CallPacer(CALLS_PER_SECOND);
  private closed = false;

  constructor(
    private readonly host: BridgeHost,
    private readonly options: BridgeChannelOptions,
  ) {
    host.self.addEventListener('message', this.handleMessage);
  }

  /** Calls `method` in the app; rejects with a `PluginError` when the app refuses or is silent. */
  async call<M extends BridgeMethod>(method: M, params: MethodParams<M>): Promise<MethodResult<M>> {
    for (let retries = this.options.rateLimitRetries; ; retries--) {
      try {
        // note: the app answers each method with its BridgeMethods result type.
        return (await this.callOnce(method, params)) as MethodResult<M>;
      } catch (error) {
        if (!(error instanceof PluginError && error.code === 'rate_limited') || retries <= 0) {
          throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, RATE_LIMIT_RETRY_MS));
      }
    }
  }

  /** Listens to an event of the app; returns the function that stops listening. */
  on<E extends BridgeEvent>(event: E, listener: (data: BridgeEvents[E]) => void): () => void {
    const set = this.listeners.get(event) ?? new Set();
    this.listeners.set(event, set);
    // note: events are checked for their shape before listeners see them (dispatchEvent).
    const untyped = listener as (data: unknown) => void;
    set.add(untyped);
    return () => set.delete(untyped);
  }

  /** Stops listening, drops queued calls and fails the pending ones. */
  close(): void {
    this.closed = true;
    this.host.self.removeEventListener('message', this.handleMessage);
    this.pacer.clear();
    const error = new PluginError('failed', 'The plugin disconnected.');
    for (const id of [...this.pending.keys()]) this.settle(id, { ok: false, error });
    this.listeners.clear();
  }

  private callOnce(method: BridgeMethod, params: unknown): Promise<unknown> {
    if (this.closed) return Promise.reject(new PluginError('failed', 'The plugin disconnected.'));
    const id = this.nextId++;
    let envelope: PluginEnvelope;
    try {
      envelope = { hearth: BRIDGE_VERSION, kind: 'call', id, method, params: asJson(params) };
    } catch {
      return Promise.reject(
        new PluginError('bad_params', `${method}: the parameters are not JSON.`),
      );
    }
    if (JSON.stringify(envelope).length > BRIDGE_LIMITS.maxMessageChars) {
      const limit = BRIDGE_LIMITS.maxMessageChars;
      return Promise.reject(
        new PluginError('bad_params', `${method}: more than ${limit} characters.`),
      );
    }
    return new Promise((resolve, reject) => {
      this.pacer.schedule(() => {
        const timer = setTimeout(() => {
          const seconds = this.options.callTimeoutMs / 1000;
          const error = new PluginError('failed', `${method}: no answer within ${seconds} s.`);
          this.settle(id, { ok: false, error });
        }, this.options.callTimeoutMs);
        this.pending.set(id, { resolve, reject, timer });
        this.post(envelope);
      });
    });
  }

  private readonly handleMessage = (event: MessageEvent): void => {
    if (event.source !== this.host.parent) return;
    const envelope = readAppEnvelope(event.data);
    if (!envelope) return;
    switch (envelope.kind) {
      case 'ping':
        this.post({ hearth: BRIDGE_VERSION, kind: 'pong', id: envelope.id });
        return;
      case 'result':
        this.settle(envelope.id, answerOf(envelope));
        return;
      case 'event':
        this.dispatchEvent(envelope.name, envelope.data);
        return;
    }
  };

  /** Ends the call `id` once: an answer after a timeout (or twice) finds nothing to settle. */
  private settle(id: number, answer: Answer): void {
    const call = this.pending.get(id);
    if (!call) return;
    this.pending.delete(id);
    clearTimeout(call.timer);
    if (answer.ok) call.resolve(answer.value);
    else call.reject(answer.error);
  }

  private dispatchEvent(name: BridgeEvent, data: unknown): void {
    const fits =
      name === 'state.changed' ? Array.isArray(data) : typeof data === 'object' && data !== null;
    if (!fits) return;
    for (const listener of [...(this.listeners.get(name) ?? [])]) {
      try {
        listener(data);
      } catch (error) {
        // A listener's bug is the plugin's to see in its console; the other listeners still run.
        setTimeout(() => {
          throw error;
        });
      }
    }
  }

  private post(envelope: PluginEnvelope): void {
    // note: '*' because the app's origin is not the frame's to know (the frame's own is opaque);
    // the envelope goes to the parent window only, whatever its origin.
    this.host.parent.postMessage(envelope, '*');
  }
}

function answerOf(result: Extract<AppEnvelope, { kind: 'result' }>): Answer {
  return result.ok
    ? { ok: true, value: result.value }
    : { ok: false, error: new PluginError(result.error.code, result.error.message) };
}

/** The value as JSON makes it (`undefined` fields dropped, dates as strings); throws if it is not JSON. */
function asJson(value: unknown): unknown {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError('not JSON');
  return JSON.parse(json) as unknown;
}
