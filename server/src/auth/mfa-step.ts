import type { AuthCollectionModel } from '@hearth/shared';
import { badRequest, MESSAGES } from '../errors.js';
import type { RecordService } from '../records/record-service.js';
import type { RecordValues, RequestInfo } from '../request-info.js';
import type { AccountFlowDeps } from './account-flow-deps.js';
import type { AuthMethod, AuthStep } from './auth-service.js';
import { hasExpired, MFAS } from './auth-records-query.js';
import { MfaRequiredError } from './mfa-required-error.js';

/** The methods that count as factors; refresh and impersonation never ask for MFA. */
const FACTORS: readonly AuthMethod[] = ['password', 'oauth2', 'otp'];
const DEFAULT_MFA_DURATION = 600;

/**
 * The MFA login step (PocketBase's `checkMFA`). With `mfa.enabled`, the first successful
 * factor of a record the MFA rule selects answers 401 `{mfaId}` (a new `_mfas` record); the
 * request that passes that `mfaId` (query or body) with a different factor signs in.
 */
export function mfaStep(deps: AccountFlowDeps, records: RecordService): AuthStep {
  return async ({ collection, record, method, info }) => {
    if (!collection.mfa.enabled || !FACTORS.includes(method)) return;
    if (!(await wantsMfa(deps, records, collection, record, info))) return;
    const mfaId = requestedMfaId(info);
    if (mfaId === '') {
      const id = await deps.system.create(MFAS, {
        collectionRef: collection.id,
        recordRef: String(record['id']),
        method,
      });
      throw new MfaRequiredError(id);
    }
    const mfa = await deps.system.find(MFAS, mfaId);
    if (!mfa || hasExpired(mfa['created'], mfaDuration(collection))) {
      if (mfa) await deleteMfa(deps, mfaId);
      throw badRequest('Invalid or expired MFA session.');
    }
    if (mfa['recordRef'] !== record['id'] || mfa['collectionRef'] !== collection.id) {
      throw badRequest('Invalid MFA session.');
    }
    if (mfa['method'] === method) {
      throw badRequest('A different authentication method is required.');
    }
    await deleteMfa(deps, mfaId);
  };
}

/** The `mfaId` of the request: the query parameter first, then the body field. */
function requestedMfaId(info: RequestInfo): string {
  const fromQuery = info.query['mfaId'] ?? '';
  if (fromQuery !== '') return fromQuery;
  const fromBody = info.body['mfaId'];
  return typeof fromBody === 'string' ? fromBody : '';
}

/** Whether the MFA rule selects the record; an empty rule selects everyone. */
async function wantsMfa(
  deps: AccountFlowDeps,
  records: RecordService,
  collection: AuthCollectionModel,
  record: RecordValues,
  info: RequestInfo,
): Promise<boolean> {
  const rule = typeof collection.mfa.rule === 'string' ? collection.mfa.rule : '';
  if (rule === '') return true;
  try {
    const id = String(record['id']);
    return (await records.findVisibleWithRule(deps.db, collection, id, rule, info)) !== null;
  } catch (error) {
    // PB compat: a rule that cannot be evaluated fails the login rather than skipping MFA.
    throw badRequest(MESSAGES.failedAuth, {}, error);
  }
}

async function deleteMfa(deps: AccountFlowDeps, id: string): Promise<void> {
  await deps.system.delete(MFAS, id).catch((error: unknown) => {
    deps.logger.warn('failed to delete an MFA session', { error, mfaId: id });
  });
}

function mfaDuration(collection: AuthCollectionModel): number {
  const { duration } = collection.mfa;
  return Number.isFinite(duration) && duration > 0 ? duration : DEFAULT_MFA_DURATION;
}
