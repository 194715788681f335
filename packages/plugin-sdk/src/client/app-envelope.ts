import type { AppEnvelope, BridgeError, BridgeErrorCode, BridgeEvent } from '../protocol.js';
import { BRIDGE_VERSION } from '../protocol.js';

const EVENTS: ReadonlySet<string> = new Set<BridgeEvent>(['state.changed', 'context.changed']);
const ERROR_CODES: ReadonlySet<string> = new Set<BridgeErrorCode>([
  'capability_denied',
  'method_unknown',
  'bad_params',
  'rate_limited',
  'surface_unsupported',
  'refused',
  'failed',
]);

/**
 * Reads what arrived in a `message` event as one of the app's envelopes, or `null` for anything
 * else (another script's messages, another bridge version, a malformed envelope).
 *
 *   { hearth: 1, kind: 'ping', id: 3 }                              => the ping
 *   { hearth: 1, kind: 'result', id: 2, ok: false, error: { … } }   => the refusal
 *   { hearth: 2, kind: 'ping', id: 3 }, 'ping', null                => null
 */
export function readAppEnvelope(data: unknown): AppEnvelope | null {
  if (!isObject(data) || data.hearth !== BRIDGE_VERSION) return null;
  switch (data.kind) {
    case 'ping':
      return isCallId(data.id) ? { hearth: BRIDGE_VERSION, kind: 'ping', id: data.id } : null;
    case 'event':
      return typeof data.name === 'string' && EVENTS.has(data.name)
        ? // note: the set above holds exactly the BridgeEvent names.
          { hearth: BRIDGE_VERSION, kind: 'event', name: data.name as BridgeEvent, data: data.data }
        : null;
    case 'result':
      return readResult(data);
    default:
      return null;
  }
}

function readResult(data: Record<string, unknown>): AppEnvelope | null {
  if (!isCallId(data.id)) return null;
  if (data.ok === true) {
    return { hearth: BRIDGE_VERSION, kind: 'result', id: data.id, ok: true, value: data.value };
  }
  if (data.ok !== false) return null;
  const error = readError(data.error);
  return error && { hearth: BRIDGE_VERSION, kind: 'result', id: data.id, ok: false, error };
}

function readError(error: unknown): BridgeError | null {
  if (!isObject(error) || typeof error.message !== 'string') return null;
  // An error code this SDK does not know yet (a newer app) still fails the call, as `failed`.
  const code =
    typeof error.code === 'string' && ERROR_CODES.has(error.code)
      ? (error.code as BridgeErrorCode) // note: the set above holds exactly the codes.
      : 'failed';
  return { code, message: error.message };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCallId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
