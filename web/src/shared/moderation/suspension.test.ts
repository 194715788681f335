import { describe, expect, it } from 'vitest';
import { ClientResponseError } from '@/shared/lib/pb';
import { formatSuspensionEnd, suspensionEnd, suspensionOf } from './suspension';

function refusal(status: number, account: Record<string, unknown>) {
  return new ClientResponseError({
    status,
    response: { status, message: 'This account is suspended.', data: { account } },
  });
}

describe('suspensionOf', () => {
  it('reads the reason and the end of a suspended account’s 403', () => {
    const error = refusal(403, {
      code: 'hearth_account_suspended',
      message: 'Spam',
      until: '2026-12-01 10:00:00.000Z',
    });
    expect(suspensionOf(error)).toEqual({ until: '2026-12-01 10:00:00.000Z', reason: 'Spam' });
  });

  it('ignores any other refusal', () => {
    expect(suspensionOf(refusal(403, { code: 'something_else' }))).toBeNull();
    expect(suspensionOf(refusal(400, { code: 'hearth_account_suspended' }))).toBeNull();
    expect(suspensionOf(new Error('boom'))).toBeNull();
  });
});

describe('suspension end', () => {
  it('is none for good, whether empty or the far date', () => {
    expect(suspensionEnd({ until: '', reason: '' })).toBeNull();
    expect(suspensionEnd({ until: '9999-12-31 23:59:59.999Z', reason: '' })).toBeNull();
  });

  it('is told in the reader’s language', () => {
    const end = suspensionEnd({ until: '2026-12-01 10:00:00.000Z', reason: '' });
    expect(end?.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    if (!end) return;
    expect(formatSuspensionEnd(end, 'en')).toMatch(/December 1, 2026/);
    expect(formatSuspensionEnd(end, 'zh')).toMatch(/2026年12月1日/);
    expect(formatSuspensionEnd(end, 'ja')).toMatch(/2026年12月1日/);
  });
});
