import type { BridgeErrorCode } from '@hearth/plugin-sdk';

/** A refusal a bridge method answers with: its code and a message for the plugin's author. */
export class BridgeFailure extends Error {
  constructor(
    readonly code: BridgeErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'BridgeFailure';
  }
}
