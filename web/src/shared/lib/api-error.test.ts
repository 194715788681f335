import { describe, expect, it } from 'vitest';
import { describeError, fieldErrorsOf, isSdkError } from './api-error';
import { ClientResponseError } from './pb';

const sdkError = (status: number, response: Record<string, unknown>, isAbort = false) =>
  new ClientResponseError({ status, response, isAbort });

describe('describeError', () => {
  it.each([
    ['auto-cancelled', sdkError(0, {}, true), { kind: 'aborted' }],
    ['network', sdkError(0, {}), { kind: 'network' }],
    [
      'known message',
      sdkError(400, { message: 'Failed to authenticate.' }),
      { kind: 'message', key: 'failedToAuthenticate' },
    ],
    ['known status', sdkError(403, { message: 'Something new.' }), { kind: 'status', status: 403 }],
    [
      'unknown status',
      sdkError(418, { message: "I'm a teapot." }),
      { kind: 'unknown', message: "I'm a teapot." },
    ],
    ['plain error', new Error('boom'), { kind: 'unknown', message: 'boom' }],
  ])('%s', (_name, error, expected) => {
    expect(describeError(error)).toEqual(expected);
  });

  it('recognises the SDK error by shape', () => {
    expect(isSdkError(sdkError(400, {}))).toBe(true);
    expect(isSdkError(new Error('x'))).toBe(false);
    expect(isSdkError({ status: 400, response: {}, isAbort: false })).toBe(false);
  });
});

describe('fieldErrorsOf', () => {
  it('keeps well-formed field errors from data', () => {
    const error = sdkError(400, {
      data: {
        email: { code: 'validation_invalid_email', message: 'Must be a valid email address.' },
        nickname: { code: 'validation_required', message: 'Cannot be blank.', params: {} },
        junk: 'not an error',
      },
    });
    expect(Object.keys(fieldErrorsOf(error)).sort()).toEqual(['email', 'nickname']);
    expect(fieldErrorsOf(error)['email']?.code).toBe('validation_invalid_email');
  });

  it('is empty for anything else', () => {
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
    expect(fieldErrorsOf(sdkError(400, {}))).toEqual({});
  });
});
