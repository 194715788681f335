import type { AuthCollectionModel } from '@hearth/shared';
import { ApiError, badRequest, fieldError, type FieldErrors } from '../../errors.js';
import { findProviderKind } from './oauth2-providers.js';

/** The body of `POST /auth-with-oauth2`. */
export interface OAuth2Form {
  provider: string;
  code: string;
  codeVerifier: string;
  redirectURL: string;
  createData: Record<string, unknown>;
}

const MAX_PROVIDER_LENGTH = 100;
const LOAD_FAILED = 'An error occurred while loading the submitted data.';

/**
 * Reads and validates the code exchange body as PocketBase: a field of the wrong type is a 400
 * with no data; otherwise `provider` (a provider of the collection that Hearth supports), `code`
 * and `redirectURL` (legacy `redirectUrl`) are required, each error in `data`.
 */
export function readOAuth2Form(
  collection: AuthCollectionModel,
  body: Record<string, unknown>,
): OAuth2Form {
  const text = (key: string): string => {
    const value = body[key];
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') throw badRequest(LOAD_FAILED);
    return value;
  };
  const createData = body['createData'] ?? {};
  if (typeof createData !== 'object' || createData === null || Array.isArray(createData)) {
    throw badRequest(LOAD_FAILED);
  }
  const form: OAuth2Form = {
    provider: text('provider'),
    code: text('code'),
    codeVerifier: text('codeVerifier'),
    // PB compat: the legacy `redirectUrl` is read when `redirectURL` is empty.
    redirectURL: text('redirectURL') || text('redirectUrl'),
    // note: any non-array object is a record of unknown values; the create request checks them.
    createData: { ...(createData as Record<string, unknown>) },
  };
  const errors = formErrors(collection, form);
  if (Object.keys(errors).length > 0) throw new ApiError(400, LOAD_FAILED, errors);
  return form;
}

function formErrors(collection: AuthCollectionModel, form: OAuth2Form): FieldErrors {
  const errors: FieldErrors = {};
  if (form.provider === '') errors['provider'] = blank();
  else if (form.provider.length > MAX_PROVIDER_LENGTH) {
    errors['provider'] = fieldError(
      'validation_length_out_of_range',
      `The length must be between 0 and ${MAX_PROVIDER_LENGTH}.`,
    );
  } else if (!isUsableProvider(collection, form.provider)) {
    errors['provider'] = fieldError(
      'validation_invalid_provider',
      `Provider with name ${form.provider} is missing or is not enabled.`,
      { name: form.provider },
    );
  }
  if (form.code === '') errors['code'] = blank();
  if (form.redirectURL === '') errors['redirectURL'] = blank();
  return errors;
}

/** A provider the collection lists and Hearth knows how to talk to. */
export function isUsableProvider(collection: AuthCollectionModel, name: string): boolean {
  return (
    findProviderKind(name) !== undefined &&
    collection.oauth2.providers.some((provider) => provider.name === name)
  );
}

function blank() {
  return fieldError('validation_required', 'Cannot be blank.');
}
