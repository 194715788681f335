import { ApiError } from '../errors.js';

/**
 * The answer to a first factor when MFA is on. PB compat: it is a 401 whose body is only
 * `{"mfaId": "…"}` (no `status`/`message`); the HTTP error handler writes that body.
 */
export class MfaRequiredError extends ApiError {
  constructor(readonly mfaId: string) {
    super(401, 'Multi-factor authentication required.');
    this.name = 'MfaRequiredError';
  }
}
