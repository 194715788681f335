/**
 * The account whose password a form sets or asks for, for password managers only: without it they
 * cannot tell which saved login a new password belongs to. Hidden from everyone else.
 */
export function AccountUsername({ email }: { email: string | null }) {
  if (!email) return null;
  return (
    <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
  );
}
