import { createHash } from 'node:crypto';
import type { AuthCollectionModel } from '@hearth/shared';
import { ApiError } from '../errors.js';
import { nowString } from '../lib/dates.js';
import { KeyedSerializer } from '../lib/keyed-serializer.js';
import type { RecordValues, RequestInfo } from '../request-info.js';
import type { AccountFlowDeps } from './account-flow-deps.js';
import type { AuthMethod, AuthStep } from './auth-service.js';
import { AUTH_ORIGINS, findOwnedRecords } from './auth-records-query.js';

/** How many login origins are remembered per record (PocketBase: 5). */
export const MAX_AUTH_ORIGINS = 5;
/** The user agent is cut to this length before fingerprinting, as PocketBase does. */
const MAX_USER_AGENT = 300;
/** How long a login waits for the alert mail before going on without it. */
const ALERT_SEND_TIMEOUT_MS = 15_000;
/** Logins that can come from a new place; refresh and impersonation are not logins. */
const ALERTED_METHODS: readonly AuthMethod[] = ['password', 'oauth2', 'otp'];
/** Origin tracking runs one login at a time per record, in this process. */
const originTracking = new KeyedSerializer();

/**
 * The new-location alert login step (PocketBase's `authAlert`): each login's origin is an
 * MD5 fingerprint of IP + User-Agent; a login from an origin not among the record's last five
 * mails the user, except on the very first login. Failures are logged and never block a login.
 */
export function authAlertStep(deps: AccountFlowDeps): AuthStep {
  return async ({ collection, record, method, info }) => {
    if (!collection.authAlert.enabled || !ALERTED_METHODS.includes(method)) return;
    try {
      // Concurrent logins of one record would all see an unknown origin (and mail twice).
      const key = `${collection.id}/${String(record['id'])}`;
      await originTracking.run(key, () => trackOrigin(deps, collection, record, info));
    } catch (error) {
      deps.logger.warn('failed to process the login alert', { error, recordId: record['id'] });
    }
  };
}

async function trackOrigin(
  deps: AccountFlowDeps,
  collection: AuthCollectionModel,
  record: RecordValues,
  info: RequestInfo,
): Promise<void> {
  const ip = info.ip ?? '';
  const userAgent = (info.headers['user_agent'] ?? '').slice(0, MAX_USER_AGENT);
  const fingerprint = createHash('md5')
    .update(ip + userAgent)
    .digest('hex');
  const origins = await findOwnedRecords(
    deps.db,
    deps.system.collection(AUTH_ORIGINS),
    { collectionId: collection.id, recordId: String(record['id']) },
    'updated',
  );
  const current = origins.find((origin) => origin['fingerprint'] === fingerprint);
  if (current) {
    // Touch it, so the most recently used origins are the ones kept.
    await deps.system.update(deps.system.collection(AUTH_ORIGINS), String(current['id']), {});
    return;
  }
  if (origins.length > 0 && record['email']) {
    // note: an alert that cannot be sent leaves the origin unknown, so the next login retries.
    await withTimeout(
      deps.mails.sendAuthAlert(
        { collection, record, acceptLanguage: info.headers['accept_language'] },
        `${nowString()} - ${ip} ${userAgent}`,
      ),
      ALERT_SEND_TIMEOUT_MS,
    );
  }
  for (const old of origins.slice(MAX_AUTH_ORIGINS - 1)) {
    await deps.system.delete(AUTH_ORIGINS, String(old['id']));
  }
  await deps.system
    .create(AUTH_ORIGINS, {
      collectionRef: collection.id,
      recordRef: String(record['id']),
      fingerprint,
    })
    .catch((error: unknown) => {
      // Another server process recorded the same origin first: it is known now, which is the goal.
      if (!isUniqueViolation(error)) throw error;
    });
}

function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    Object.values(error.data).some(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        'code' in item &&
        item.code === 'validation_not_unique',
    )
  );
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('login alert mail timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
