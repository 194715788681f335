import { http } from '@/shared/lib/http-client';
import { users } from '@/shared/lib/load-pb';
import { signInAgain } from '@/shared/sessions/session-end';

/**
 * Changes the password (PocketBase needs the old one), then signs in again with the new one:
 * a new password ends every existing session, this one included, and the end of this one must
 * not sign the device out while it signs in again.
 */
export function changePassword(
  user: { id: string; email: string },
  values: { oldPassword: string; password: string; passwordConfirm: string },
): Promise<void> {
  return signInAgain(async () => {
    await (await users()).update(user.id, values);
    await (await users()).authWithPassword(user.email, values.password);
  });
}

/** Deletes the account; the SDK clears the session when it was the signed-in user's. */
export async function deleteAccount(id: string): Promise<void> {
  await (await users()).delete(id);
}

/** The server's health answer (`GET /api/health`). */
export interface HealthAnswer {
  code: number;
  message: string;
}

/** Asks the server whether it is healthy (through the app's HTTP client, not the SDK). */
export async function checkHealth(): Promise<HealthAnswer> {
  return http.get<HealthAnswer>('/api/health');
}
