import { badRequest, fieldError, hasFieldErrors, type FieldErrors } from '../errors.js';

/** The body of `POST /api/realtime`. */
export interface SubscribeForm {
  clientId: string;
  subscriptions: string[];
}

const MAX_CLIENT_ID = 255;
const MAX_SUBSCRIPTIONS = 1000;
const MAX_SUBSCRIPTION_LENGTH = 2500;

/**
 * Reads and validates a subscribe request as PocketBase does: values of the wrong type are a
 * plain 400; `clientId` must be 1–255 characters, and there may be at most 1000 subscriptions
 * of at most 2500 characters each, else a 400 with field errors.
 */
export function parseSubscribeForm(body: Record<string, unknown>): SubscribeForm {
  const clientId = body['clientId'] ?? '';
  const subscriptions = body['subscriptions'] ?? [];
  if (
    typeof clientId !== 'string' ||
    !Array.isArray(subscriptions) ||
    !subscriptions.every((item) => typeof item === 'string')
  ) {
    throw badRequest();
  }
  const errors: FieldErrors = {};
  if (clientId === '') {
    errors['clientId'] = fieldError('validation_required', 'Cannot be blank.');
  } else if ([...clientId].length > MAX_CLIENT_ID) {
    errors['clientId'] = fieldError(
      'validation_length_out_of_range',
      `The length must be between 1 and ${MAX_CLIENT_ID}.`,
      { min: 1, max: MAX_CLIENT_ID },
    );
  }
  if (subscriptions.length > MAX_SUBSCRIPTIONS) {
    errors['subscriptions'] = tooLong(MAX_SUBSCRIPTIONS);
  } else {
    const items: FieldErrors = {};
    subscriptions.forEach((item, index) => {
      if ([...item].length > MAX_SUBSCRIPTION_LENGTH) {
        items[String(index)] = tooLong(MAX_SUBSCRIPTION_LENGTH);
      }
    });
    if (hasFieldErrors(items)) errors['subscriptions'] = items;
  }
  if (hasFieldErrors(errors)) throw badRequest(undefined, errors);
  return { clientId, subscriptions };
}

function tooLong(max: number) {
  return fieldError('validation_length_too_long', `The length must be no more than ${max}.`, {
    min: 0,
    max,
  });
}
