import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePb } from '@/testing/fake-pb';
import { hidePreview } from './message-commands';

vi.mock('@/shared/lib/load-pb', async () => (await import('@/testing/fake-pb')).fakeLoadPb);

beforeEach(() => fakePb.reset());

describe('hidePreview', () => {
  it('asks the server to remove the preview of the message, and nothing else', async () => {
    await hidePreview('m1');
    const update = fakePb.pb.collection('messages').update;
    expect(update).toHaveBeenCalledExactlyOnceWith(
      'm1',
      { previewHidden: true },
      { requestKey: null },
    );
  });
});
