import type { AuthCollectionModel } from '@hearth/shared';
import { describe, expect, it } from 'vitest';
import { validateAuthOptions } from './auth-options-validate.js';
import { scaffoldCollection } from './collection-scaffold.js';

function people(patch: Record<string, unknown> = {}): AuthCollectionModel {
  const collection = scaffoldCollection({ name: 'people', type: 'auth' });
  if (collection.type !== 'auth') throw new Error('expected an auth collection');
  // note: the cast lets the table feed malformed options, as a raw API body could.
  return { ...collection, ...patch } as AuthCollectionModel;
}

const scope = (checkRule: () => string | null) => ({
  find: () => undefined,
  isStoredId: () => false,
  checkRule,
});
const acceptAll = scope(() => null);
const base = people();

describe('validateAuthOptions', () => {
  it('accepts the defaults', () => {
    expect(validateAuthOptions(base, acceptAll)).toEqual({});
  });

  it.each([
    [
      'a blank template subject',
      { verificationTemplate: { subject: '', body: 'x' } },
      { verificationTemplate: { subject: { code: 'validation_required' } } },
    ],
    [
      'a template that is not an object',
      { authAlert: { enabled: true, emailTemplate: 'hello' } },
      { authAlert: { emailTemplate: { subject: {}, body: {} } } },
    ],
    [
      'a too short enabled OTP',
      { otp: { ...base.otp, enabled: true, length: 3 } },
      { otp: { length: { code: 'validation_min_greater_equal_than_required' } } },
    ],
    [
      'an enabled OTP lasting a week',
      { otp: { ...base.otp, enabled: true, duration: 604_800 } },
      { otp: { duration: { code: 'validation_max_less_equal_than_required' } } },
    ],
    [
      'an OTP length that is text',
      { otp: { ...base.otp, enabled: true, length: 'eight' } },
      { otp: { length: { code: 'validation_required' } } },
    ],
    [
      'MFA with a single auth method',
      { mfa: { ...base.mfa, enabled: true } },
      { mfa: { enabled: { code: 'validation_mfa_not_enough_auths' } } },
    ],
    [
      'MFA with a rule that is not text',
      { mfa: { enabled: true, duration: 600, rule: 5 }, otp: { ...base.otp, enabled: true } },
      { mfa: { rule: { code: 'validation_invalid_rule' } } },
    ],
  ])('rejects %s', (_name, patch, expected) => {
    expect(validateAuthOptions(people(patch), acceptAll)).toMatchObject(expected);
  });

  it('ignores the durations of disabled OTP and MFA, as PocketBase', () => {
    const collection = people({
      otp: { ...base.otp, enabled: false, length: 0 },
      mfa: { ...base.mfa, enabled: false, duration: 0 },
    });
    expect(validateAuthOptions(collection, acceptAll)).toEqual({});
  });

  it('checks a non-empty MFA rule with the rule checker', () => {
    const collection = people({
      otp: { ...base.otp, enabled: true },
      mfa: { ...base.mfa, enabled: true, rule: 'nope ~' },
    });
    expect(
      validateAuthOptions(
        collection,
        scope(() => 'unexpected end'),
      ),
    ).toMatchObject({
      mfa: { rule: { code: 'validation_invalid_rule', message: 'Invalid rule. unexpected end.' } },
    });
  });
});
