import { BRIDGE_LIMITS, BRIDGE_VERSION, METHOD_CAPABILITY } from '@hearth/plugin-sdk';
import type {
  AppEnvelope,
  BridgeError,
  BridgeEvent,
  BridgeEvents,
  BridgeMethod,
  Capability,
  MethodParams,
  MethodResult,
  PluginSurface,
} from '@hearth/plugin-sdk';
import { BridgeFailure } from './bridge-failure';
import { PARAM_CHECKS } from './bridge-params';
import { METHOD_SURFACES } from './method-surfaces';

/** How often the app asks a frame whether it is still there. */
export const PING_INTERVAL_MS = 2_000;
/**
 * Past this many times the rate, calls are dropped without an answer: answering a flood would
 * only pass it on.
 */
export const FLOOD_FACTOR = 2;
/**
 * Past this many times the rate, the frame is unloaded: even unanswered, every message it posts
 * costs the app's page time, so a frame that floods this hard would slow the whole app.
 */
export const UNLOAD_FACTOR = 10;

/** What the app does for each method, once the dispatcher has checked the call. */
export type BridgeHandlers = {
  [M in BridgeMethod]: (params: MethodParams<M>) => MethodResult<M> | Promise<MethodResult<M>>;
};

export interface BridgeHostOptions {
  surface: PluginSurface;
  /** The frame's window: messages from anywhere else are not read. */
  frameWindow(): unknown;
  /** What the plugin may do now (read on every call: the user may revoke while it runs). */
  capabilities(): readonly Capability[];
  handlers: BridgeHandlers;
  /** Posts an envelope to the frame. */
  post(envelope: AppEnvelope): void;
  /** The frame did not answer a ping in time, or flooded the bridge: unload it. */
  onUnresponsive(): void;
  /** A call was refused for want of a capability (the app may tell the user). */
  onDenied?(method: BridgeMethod, capability: Capability): void;
  now?: () => number;
}

export interface BridgeHost {
  /** Reads one `message` event (any source: others are ignored). Never throws. */
  receive(event: { source: unknown; data: unknown }): void;
  /** Tells the frame about a change. */
  emit<E extends BridgeEvent>(name: E, data: BridgeEvents[E]): void;
  /**
   * Starts pinging the frame: call once its page has loaded (it also starts by itself when the
   * frame first posts an envelope: a page that talks has started, loaded or not).
   */
  startWatchdog(): void;
  /** Stops everything: later answers and events are dropped. */
  dispose(): void;
}

type Envelope =
  { kind: 'call'; id: number; method: string; params: unknown } | { kind: 'pong'; id: number };

function isMethod(method: string): method is BridgeMethod {
  return Object.hasOwn(METHOD_CAPABILITY, method);
}

/** The envelope in `data`, or null when it is not one of ours (ignored without an answer). */
function readEnvelope(data: unknown): Envelope | null {
  if (typeof data !== 'object' || data === null) return null;
  if (!('hearth' in data) || data.hearth !== BRIDGE_VERSION) return null;
  if (!('id' in data) || !Number.isSafeInteger(data.id) || typeof data.id !== 'number') {
    return null;
  }
  if (!('kind' in data)) return null;
  if (data.kind === 'pong') return { kind: 'pong', id: data.id };
  if (data.kind !== 'call' || !('method' in data) || typeof data.method !== 'string') return null;
  return {
    kind: 'call',
    id: data.id,
    method: data.method,
    params: 'params' in data ? data.params : undefined,
  };
}

/** Whether the envelope fits the bridge's size limit as JSON (one that is not JSON does not). */
function fitsSize(data: unknown): boolean {
  try {
    const encoded = JSON.stringify(data);
    return encoded !== undefined && encoded.length <= BRIDGE_LIMITS.maxMessageChars;
  } catch {
    return false;
  }
}

function failure(error: unknown): BridgeError {
  if (error instanceof BridgeFailure) return { code: error.code, message: error.message };
  return { code: 'failed', message: 'The app could not do this; try again later.' };
}

/**
 * The app's end of one frame's bridge. Every call is checked in this order: the sender is the
 * frame, the envelope is ours and within the size limit, the rate (`callsPerSecond`; far over
 * it, calls are dropped unanswered), the method exists, the capability it needs is granted, the
 * surface allows it, its parameters are well formed; only then does its handler run. Every call
 * gets one answer (unless dropped), and nothing a plugin sends can throw into the app.
 */
export function createBridgeHost(options: BridgeHostOptions): BridgeHost {
  const now = options.now ?? Date.now;
  let disposed = false;
  let windowStart = -Infinity;
  let callsInWindow = 0;
  let pingId = 0;
  let pending: { id: number; sentAt: number } | null = null;
  let lastTick = 0;
  let timer: ReturnType<typeof setInterval> | null = null;
  let gaveUp = false;

  const post = (envelope: AppEnvelope) => {
    if (disposed) return;
    try {
      options.post(envelope);
    } catch {
      // The frame is gone (or going): there is no one to tell.
    }
  };
  const answer = (id: number, outcome: { value: unknown } | { error: BridgeError }) =>
    post(
      'error' in outcome
        ? { hearth: BRIDGE_VERSION, kind: 'result', id, ok: false, error: outcome.error }
        : { hearth: BRIDGE_VERSION, kind: 'result', id, ok: true, value: outcome.value ?? null },
    );
  const refuse = (id: number, code: BridgeError['code'], message: string) =>
    answer(id, { error: { code, message } });

  /** Counts a call; says whether to run it, refuse it, drop it, or give up on the frame. */
  const admit = (): 'run' | 'refuse' | 'drop' | 'unload' => {
    const at = now();
    if (at - windowStart >= 1000) {
      windowStart = at;
      callsInWindow = 0;
    }
    callsInWindow += 1;
    if (callsInWindow <= BRIDGE_LIMITS.callsPerSecond) return 'run';
    if (callsInWindow > BRIDGE_LIMITS.callsPerSecond * UNLOAD_FACTOR) return 'unload';
    return callsInWindow <= BRIDGE_LIMITS.callsPerSecond * FLOOD_FACTOR ? 'refuse' : 'drop';
  };

  const run = <M extends BridgeMethod>(id: number, method: M, raw: unknown) => {
    const needs = METHOD_CAPABILITY[method];
    if (needs !== null && !options.capabilities().includes(needs)) {
      options.onDenied?.(method, needs);
      return refuse(id, 'capability_denied', `\`${method}\` needs the \`${needs}\` capability.`);
    }
    if (!METHOD_SURFACES[method].includes(options.surface)) {
      return refuse(
        id,
        'surface_unsupported',
        `\`${method}\` is not available on \`${options.surface}\`.`,
      );
    }
    let params: MethodParams<M>;
    try {
      params = PARAM_CHECKS[method](raw);
    } catch (error) {
      return answer(id, { error: failure(error) });
    }
    let result: Promise<MethodResult<M>>;
    try {
      result = Promise.resolve(options.handlers[method](params));
    } catch (error) {
      return answer(id, { error: failure(error) });
    }
    result.then(
      (value) => answer(id, { value }),
      (error: unknown) => answer(id, { error: failure(error) }),
    );
  };

  const call = (envelope: Extract<Envelope, { kind: 'call' }>, data: unknown) => {
    const admitted = admit();
    if (admitted === 'unload') return giveUp();
    if (admitted === 'drop') return;
    if (admitted === 'refuse') {
      return refuse(
        envelope.id,
        'rate_limited',
        `More than ${BRIDGE_LIMITS.callsPerSecond} calls a second.`,
      );
    }
    if (!fitsSize(data)) {
      return refuse(
        envelope.id,
        'bad_params',
        `A call must be JSON of at most ${BRIDGE_LIMITS.maxMessageChars} characters.`,
      );
    }
    if (!isMethod(envelope.method)) {
      return refuse(
        envelope.id,
        'method_unknown',
        `There is no method \`${envelope.method.slice(0, 64)}\`.`,
      );
    }
    run(envelope.id, envelope.method, envelope.params);
  };

  const ping = () => {
    pingId += 1;
    pending = { id: pingId, sentAt: now() };
    post({ hearth: BRIDGE_VERSION, kind: 'ping', id: pingId });
  };

  const stopWatchdog = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
    pending = null;
  };

  const giveUp = () => {
    if (gaveUp) return;
    stopWatchdog();
    gaveUp = true;
    options.onUnresponsive();
  };

  const tick = () => {
    const at = now();
    // A tick far later than asked for means the app itself was asleep (a suspended laptop, a
    // frozen tab): the frame slept too, so it gets a fresh ping rather than the blame.
    const overslept = at - lastTick > PING_INTERVAL_MS + BRIDGE_LIMITS.pingTimeoutMs;
    lastTick = at;
    if (!overslept && pending && at - pending.sentAt >= BRIDGE_LIMITS.pingTimeoutMs) {
      giveUp();
      return;
    }
    if (overslept || !pending) ping();
  };

  const watch = () => {
    if (disposed || gaveUp || timer !== null) return;
    lastTick = now();
    timer = setInterval(tick, PING_INTERVAL_MS);
    ping();
  };

  return {
    receive(event) {
      if (disposed || gaveUp || event.source === null || event.source !== options.frameWindow()) {
        return;
      }
      try {
        const envelope = readEnvelope(event.data);
        if (!envelope) return;
        watch();
        if (envelope.kind === 'pong') {
          if (pending?.id === envelope.id) pending = null;
          return;
        }
        call(envelope, event.data);
      } catch {
        // note: a getter or proxy cannot reach us (messages are structured clones); this is for
        // the app's own mistakes, which must not take the page down with a plugin.
      }
    },
    emit(name, data) {
      post({ hearth: BRIDGE_VERSION, kind: 'event', name, data });
    },
    startWatchdog: watch,
    dispose() {
      disposed = true;
      stopWatchdog();
    },
  };
}
