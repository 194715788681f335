import type { BridgeErrorCode } from '../protocol.js';

/**
 * Why a call to the app failed, as a plugin sees it: the app's refusal (`capability_denied` when
 * the user did not grant what the method needs, `rate_limited`, `bad_params`, …) or the SDK's
 * own (`failed` when the app did not answer in time).
 *
 * @example
 * try {
 *   await hearth.send({ type: 'poll', payload, fallback });
 * } catch (error) {
 *   if (error instanceof PluginError && error.code === 'capability_denied') showReadOnly();
 * }
 */
export class PluginError extends Error {
  override readonly name = 'PluginError';

  constructor(
    readonly code: BridgeErrorCode,
    message: string,
  ) {
    super(message);
  }
}
