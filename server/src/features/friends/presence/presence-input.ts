import type { PresenceMode } from '@hearth/shared';
import { badRequest, fieldError } from '../../../errors.js';
import { parseMode } from './presence-model.js';

/** How many users one snapshot may ask about: a screenful of people, not the whole graph. */
export const MAX_SNAPSHOT_IDS = 200;

const VALIDATION_FAILED = 'An error occurred while validating the submitted data.';

/*
 * The bodies of the presence routes, read as PocketBase reads a form: a value of the wrong JSON
 * type is a plain 400 (it could not be bound), a bound value that breaks a rule a 400 with a
 * field error under its name.
 */

/** `POST /api/hearth/presence/snapshot` `{ids}`: the distinct ids, in the order given. */
export function readSnapshotIds(body: Record<string, unknown>): string[] {
  const ids = body['ids'] ?? [];
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) throw badRequest();
  if (ids.length > MAX_SNAPSHOT_IDS) {
    throw badRequest(VALIDATION_FAILED, {
      ids: fieldError(
        'validation_length_too_long',
        `The length must be no more than ${MAX_SNAPSHOT_IDS}.`,
        { min: 0, max: MAX_SNAPSHOT_IDS },
      ),
    });
  }
  return [...new Set(ids.filter((id) => id !== ''))];
}

/** `PUT /api/hearth/presence/me` `{mode}`. */
export function readMode(body: Record<string, unknown>): PresenceMode {
  const value = body['mode'] ?? '';
  if (typeof value !== 'string') throw badRequest();
  if (value === '') {
    throw badRequest(VALIDATION_FAILED, {
      mode: fieldError('validation_required', 'Cannot be blank.'),
    });
  }
  const mode = parseMode(value);
  if (!mode) {
    throw badRequest(VALIDATION_FAILED, {
      mode: fieldError('validation_in_invalid', 'Must be a valid value.'),
    });
  }
  return mode;
}

/** `POST /api/hearth/presence/activity` `{clientId, idle}`; `idle` defaults to false. */
export function readActivity(body: Record<string, unknown>): { clientId: string; idle: boolean } {
  const clientId = body['clientId'] ?? '';
  const idle = body['idle'] ?? false;
  if (typeof clientId !== 'string' || typeof idle !== 'boolean') throw badRequest();
  if (clientId === '') {
    throw badRequest(VALIDATION_FAILED, {
      clientId: fieldError('validation_required', 'Cannot be blank.'),
    });
  }
  return { clientId, idle };
}
