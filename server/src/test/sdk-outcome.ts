import { ClientResponseError } from 'pocketbase';

/**
 * The error an SDK call fails with; throws (failing the test) when the call succeeds or fails
 * with anything but a `ClientResponseError`.
 */
export async function failure(promise: Promise<unknown>): Promise<ClientResponseError> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(outcome instanceof ClientResponseError)) {
    throw new Error(
      outcome === null ? 'expected the call to fail' : `unexpected error: ${String(outcome)}`,
    );
  }
  return outcome;
}

/** The HTTP status an SDK call ends with: 200 for success, the error's status otherwise. */
export async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof ClientResponseError) return error.status;
    throw error;
  }
}
