import type { ErrorCode } from '@hearth/shared';
import { ApiError } from '../../errors.js';

/** The message of every refused bundle; `data.bundle` says what to fix. */
export const BUNDLE_REFUSED = 'The plugin bundle is not valid.';

/**
 * Why a bundle is refused: a code from `ERROR_CODES` and a message that names what to fix
 * (`manifest.json: /id must match …`). Thrown by the checks; the routes send it as a 400.
 */
export class BundleError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'BundleError';
  }

  /**
   * PocketBase's shape, `data.bundle.{code,message}`. note: the message is kept as written (not
   * sentenized): it quotes file names and patterns, whose case and last character matter.
   */
  toApiError(): ApiError {
    return new ApiError(
      400,
      BUNDLE_REFUSED,
      { bundle: { code: this.code, message: this.message } },
      {
        cause: this,
      },
    );
  }
}
