import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePb } from '@/testing/fake-pb';
import { personRecord, signIn } from '@/testing/session';
import { logActivity, logRead, READ_LOG_INTERVAL_MS } from './plugin-activity';

vi.mock('@/shared/lib/load-pb', async () => (await import('@/testing/fake-pb')).fakeLoadPb);

const activity = () => fakePb.pb.collection('plugin_activity');

beforeEach(() => {
  fakePb.reset();
  signIn(personRecord('me', 'Me'));
});

describe('the activity the app logs', () => {
  it('logs a read at most once per plugin and chat every ten minutes', async () => {
    logRead('plg1', 'chat1', 'Ann', 0);
    logRead('plg1', 'chat1', 'Ann', READ_LOG_INTERVAL_MS - 1);
    logRead('plg1', 'chat2', 'Bob', 1);
    logRead('plg2', 'chat1', 'Ann', 1);
    logRead('plg1', 'chat1', 'Ann', READ_LOG_INTERVAL_MS);
    await vi.waitFor(() => expect(activity().create).toHaveBeenCalledTimes(4));
    expect(activity().create).toHaveBeenCalledWith(
      { user: 'me', plugin: 'plg1', action: 'read', detail: 'Ann', chat: 'chat1' },
      { requestKey: null },
    );
  });

  it('keeps the detail within the log’s limit, and a failed write to itself', async () => {
    activity().create.mockRejectedValueOnce(new Error('offline'));
    await expect(
      logActivity('plg1', 'fetched', `GET https://a.example/${'x'.repeat(400)}`),
    ).resolves.toBeUndefined();
    const body: unknown = activity().create.mock.calls[0]?.[0];
    expect(body).toMatchObject({
      action: 'fetched',
      chat: '',
      detail: expect.stringMatching(/^GET https:\/\/a\.example\/x{278}$/),
    });
  });
});
