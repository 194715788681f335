import { MODERATION_REASON_MAX, SUSPENDED_FOR_GOOD, type ErrorCode } from '@hearth/shared';
import { badRequest, fieldError, type FieldErrors } from '../../errors.js';
import { formatDate, parseDate } from '../../lib/dates.js';
import { isPlainObject } from '../../lib/is-plain-object.js';
import type { RequestInfo } from '../../request-info.js';

const INVALID_DATA = 'An error occurred while validating the submitted data.';

/** `POST …/suspend`: whom, until when (stored format; for good when given empty), why. */
export interface SuspendInput {
  user: string;
  until: string;
  reason: string;
  report: string;
}

/** `POST …/delete-user`: whom and why. */
export interface DeleteUserInput {
  user: string;
  reason: string;
}

/**
 * Reads a moderation route's JSON body field by field, collecting every problem, so one 400
 * in PocketBase's shape names them all.
 */
class BodyReader {
  readonly errors: FieldErrors = {};
  private readonly body: Record<string, unknown>;

  constructor(info: RequestInfo) {
    this.body = isPlainObject(info.body) ? info.body : {};
  }

  /** A string field ('' when absent); another type is an error. */
  text(name: string): string {
    const value = this.body[name] ?? '';
    if (typeof value === 'string') return value.trim();
    this.fail(name, 'validation_invalid_value', 'Must be a string.');
    return '';
  }

  required(name: string): string {
    const value = this.text(name);
    if (value === '' && !this.errors[name]) {
      this.fail(name, 'validation_required', 'Cannot be blank.');
    }
    return value;
  }

  /** A free text of at most `max` characters (code points). */
  limited(name: string, max: number, required: boolean): string {
    const value = required ? this.required(name) : this.text(name);
    if ([...value].length > max) {
      this.fail(name, 'validation_length_out_of_range', `The length must be between 1 and ${max}.`);
    }
    return value;
  }

  fail(name: string, code: ErrorCode, message: string): void {
    this.errors[name] = fieldError(code, message);
  }

  /** Throws the 400 when any field failed. */
  done(): void {
    if (Object.keys(this.errors).length > 0) throw badRequest(INVALID_DATA, this.errors);
  }
}

export function readSuspendInput(info: RequestInfo, now: Date): SuspendInput {
  const body = new BodyReader(info);
  const user = body.required('user');
  const reason = body.limited('reason', MODERATION_REASON_MAX, true);
  const report = body.text('report');
  const until = readUntil(body, now);
  body.done();
  return { user, until, reason, report };
}

/** `until`: '' for good, else a date after `now`, stored in PocketBase's date format. */
function readUntil(body: BodyReader, now: Date): string {
  const raw = body.text('until');
  if (raw === '') return SUSPENDED_FOR_GOOD;
  const date = parseDate(raw);
  if (!date) {
    body.fail('until', 'validation_invalid_date', 'Must be a valid date.');
    return '';
  }
  if (date.getTime() <= now.getTime()) {
    body.fail('until', 'validation_min_date_constraint', 'Must be a date in the future.');
    return '';
  }
  return formatDate(date);
}

export function readUserInput(info: RequestInfo): string {
  const body = new BodyReader(info);
  const user = body.required('user');
  body.done();
  return user;
}

export function readDeleteUserInput(info: RequestInfo): DeleteUserInput {
  const body = new BodyReader(info);
  const user = body.required('user');
  const reason = body.limited('reason', MODERATION_REASON_MAX, true);
  body.done();
  return { user, reason };
}

/** `POST …/dismiss`: an optional note for the audit log. */
export function readDismissNote(info: RequestInfo): string {
  const body = new BodyReader(info);
  const note = body.limited('note', MODERATION_REASON_MAX, false);
  body.done();
  return note;
}
