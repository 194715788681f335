import type { RecordService } from '../records/record-service.js';
import type { AccountFlowDeps } from './account-flow-deps.js';
import { AttemptLimiter } from './attempt-limiter.js';
import { authAlertStep } from './auth-alert-step.js';
import { mfaStep } from './mfa-step.js';
import { EmailChangeFlow } from './record-email-change.js';
import { OTP_ATTEMPTS_WINDOW_MS, OTP_MAX_ATTEMPTS, OtpFlow } from './record-otp.js';
import { PasswordResetFlow } from './record-password-reset.js';
import { VerificationFlow } from './record-verification.js';
import { ResendGuard } from './resend-guard.js';

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

  constructor(deps: AccountFlowDeps, records: RecordService) {
    this.passwordReset = new PasswordResetFlow(deps, new ResendGuard());
    this.verification = new VerificationFlow(deps, new ResendGuard());
    this.emailChange = new EmailChangeFlow(deps);
    this.otp = new OtpFlow(deps, new AttemptLimiter(OTP_MAX_ATTEMPTS, OTP_ATTEMPTS_WINDOW_MS));
    deps.auth.addLoginStep(mfaStep(deps, records));
    deps.auth.addLoginStep(authAlertStep(deps));
  }
}
