import type { RecordService } from '../records/record-service.js';
import type { AccountFlowDeps } from './account-flow-deps.js';
import type { AttemptCounter } from './attempt-limiter.js';
import { authAlertStep } from './auth-alert-step.js';
import { mfaStep } from './mfa-step.js';
import { EmailChangeFlow } from './record-email-change.js';
import { OtpFlow } from './record-otp.js';
import { PasswordResetFlow } from './record-password-reset.js';
import { VerificationFlow } from './record-verification.js';
import type { ResendReservations } from './resend-guard.js';

/**
 * The counters the flows keep between requests (`cluster/` makes them: in memory, or shared by
 * several processes); the OTP counter allows `OTP_MAX_ATTEMPTS` per `OTP_ATTEMPTS_WINDOW_MS`.
 */
export interface AccountFlowGuards {
  passwordReset: ResendReservations;
  verification: ResendReservations;
  otpAttempts: AttemptCounter;
}

/**
 * The account flows that go through email or a second factor: password reset, verification,
 * email change, OTP, plus the MFA and new-location alert steps of every login. Constructing it
 * registers the login steps with the auth service (MFA first: an alert is only sent for a
 * completed login).
 */
export class AccountFlows {
  readonly passwordReset: PasswordResetFlow;
  readonly verification: VerificationFlow;
  readonly emailChange: EmailChangeFlow;
  readonly otp: OtpFlow;

  constructor(deps: AccountFlowDeps, records: RecordService, guards: AccountFlowGuards) {
    this.passwordReset = new PasswordResetFlow(deps, guards.passwordReset);
    this.verification = new VerificationFlow(deps, guards.verification);
    this.emailChange = new EmailChangeFlow(deps);
    this.otp = new OtpFlow(deps, guards.otpAttempts);
    deps.auth.addLoginStep(mfaStep(deps, records));
    deps.auth.addLoginStep(authAlertStep(deps));
  }
}
