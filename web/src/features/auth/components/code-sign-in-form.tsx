import { useState } from 'react';
import { CodeEmailStep } from './code-email-step';
import { CodeEntryStep } from './code-entry-step';

/** Sign-in with a one-time code mailed to the user (PocketBase OTP). */
export function CodeSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [sent, setSent] = useState<{ email: string; otpId: string } | null>(null);
  if (!sent) return <CodeEmailStep onSent={(email, otpId) => setSent({ email, otpId })} />;
  return <CodeEntryStep {...sent} onBack={() => setSent(null)} onSignedIn={onSignedIn} />;
}
