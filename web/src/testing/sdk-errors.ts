import { ClientResponseError } from '@/shared/lib/pb';

/** A 400 from the server with one field error in PocketBase's shape. */
export function fieldError(field: string, code: string, params?: Record<string, unknown>) {
  return new ClientResponseError({
    status: 400,
    response: {
      status: 400,
      message: 'Failed to update record.',
      data: { [field]: { code, message: 'Invalid value.', params } },
    },
  });
}

/** The SDK's error when the server cannot be reached. */
export function networkError() {
  return new ClientResponseError({ status: 0, isAbort: false, response: {} });
}
