import type { AuthCollectionModel, OAuth2ProviderConfig } from '@hearth/shared';
import { ApiError, badRequest, fieldError, type FieldErrors } from '../../errors.js';
import type { OAuth2ProviderKind } from '../../oauth2/oauth2-provider.js';
import { findProviderKind } from '../../oauth2/oauth2-providers.js';

/** A provider a collection lists and Hearth knows how to talk to. */
export interface UsableProvider {
  config: OAuth2ProviderConfig;
  kind: OAuth2ProviderKind;
}

/** The body of `POST /auth-with-oauth2`, validated. */
export interface OAuth2Form {
  provider: UsableProvider;
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
  const name = text('provider');
  const provider = findUsableProvider(collection, name);
  const code = text('code');
  // PB compat: the legacy `redirectUrl` is read when `redirectURL` is empty.
  const redirectURL = text('redirectURL') || text('redirectUrl');
  const errors: FieldErrors = {};
  const providerError = checkProvider(name, provider);
  if (providerError) errors['provider'] = providerError;
  if (code === '') errors['code'] = blank();
  if (redirectURL === '') errors['redirectURL'] = blank();
  if (!provider || Object.keys(errors).length > 0) throw new ApiError(400, LOAD_FAILED, errors);
  return {
    provider,
    code,
    codeVerifier: text('codeVerifier'),
    redirectURL,
    // note: the create request checks these values one by one.
    createData: { ...createData },
  };
}

function checkProvider(name: string, provider: UsableProvider | null) {
  if (name === '') return blank();
  if (name.length > MAX_PROVIDER_LENGTH) {
    return fieldError(
      'validation_length_out_of_range',
      `The length must be between 0 and ${MAX_PROVIDER_LENGTH}.`,
    );
  }
  if (!provider) {
    return fieldError(
      'validation_invalid_provider',
      `Provider with name ${name} is missing or is not enabled.`,
      { name },
    );
  }
  return null;
}

/** The collection's provider of that name, if Hearth supports its kind. */
export function findUsableProvider(
  collection: AuthCollectionModel,
  name: string,
): UsableProvider | null {
  const kind = findProviderKind(name);
  const config = collection.oauth2.providers.find((provider) => provider.name === name);
  return kind && config ? { config, kind } : null;
}

function blank() {
  return fieldError('validation_required', 'Cannot be blank.');
}
