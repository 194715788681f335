import { describe, expect, it } from 'vitest';
import { ClientResponseError } from '@/shared/lib/pb';
import { fieldError, networkError } from '@/testing/sdk-errors';
import { isTransientFailure, retryDelayMs } from './send-retry';

const status = (code: number) => new ClientResponseError({ status: code, response: {} });

describe('isTransientFailure', () => {
  it('retries the network, time-outs, rate limits and server trouble', () => {
    expect(isTransientFailure(networkError())).toBe(true);
    expect(isTransientFailure(status(429))).toBe(true);
    expect(isTransientFailure(status(500))).toBe(true);
    expect(isTransientFailure(status(503))).toBe(true);
  });

  it('gives up on refusals and on anything that is not an SDK error', () => {
    expect(isTransientFailure(fieldError('chat', 'validation_chat_not_friends'))).toBe(false);
    expect(isTransientFailure(status(403))).toBe(false);
    expect(isTransientFailure(new Error('bug'))).toBe(false);
  });
});

describe('retryDelayMs', () => {
  it('doubles from 1 s up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});
