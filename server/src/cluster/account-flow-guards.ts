import type { AccountFlowGuards } from '../auth/account-flows.js';
import { OTP_ATTEMPTS_WINDOW_MS, OTP_MAX_ATTEMPTS } from '../auth/record-otp.js';
import { RESEND_INTERVAL_MS } from '../auth/resend-guard.js';
import type { Coordination } from './coordination.js';

/** The account flows' resend guards and OTP attempt counter, kept by `coordination`. */
export function accountFlowGuards(coordination: Coordination): AccountFlowGuards {
  return {
    passwordReset: coordination.resendGuard('password-reset', RESEND_INTERVAL_MS),
    verification: coordination.resendGuard('verification', RESEND_INTERVAL_MS),
    otpAttempts: coordination.attemptCounter('otp', OTP_MAX_ATTEMPTS, OTP_ATTEMPTS_WINDOW_MS),
  };
}
