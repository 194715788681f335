import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePb } from '@/testing/fake-pb';
import { personRecord, signIn } from '@/testing/session';
import { storageGet, storageKeys, storageRemove, storageSet } from './plugin-storage';

vi.mock('@/shared/lib/load-pb', async () => (await import('@/testing/fake-pb')).fakeLoadPb);

const storage = () => fakePb.pb.collection('plugin_storage');
let plugin = 0;

beforeEach(() => {
  fakePb.reset();
  signIn(personRecord('me', 'Me'));
  // note: each test its own plugin, as the loaded storage is kept per plugin for the session.
  plugin += 1;
});

describe('plugin storage', () => {
  it('reads the user’s values of one plugin, loaded once', async () => {
    const id = `plg${plugin}`;
    storage().items = [{ id: 's1', user: 'me', plugin: id, key: 'theme', value: { dark: true } }];
    expect(await storageGet(id, 'theme')).toEqual({ dark: true });
    expect(await storageGet(id, 'missing')).toBeNull();
    expect(await storageKeys(id)).toEqual(['theme']);
    expect(storage().getFullList).toHaveBeenCalledTimes(1);
    expect(storage().getFullList).toHaveBeenCalledWith({
      filter: `user = "me" && plugin = "${id}"`,
      requestKey: null,
    });
  });

  it('creates a key once, then updates it, and removes it', async () => {
    const id = `plg${plugin}`;
    storage().create.mockResolvedValueOnce({
      id: 's9',
      user: 'me',
      plugin: id,
      key: 'n',
      value: 1,
    });
    await storageSet(id, 'n', 1);
    expect(storage().create).toHaveBeenCalledWith(
      { user: 'me', plugin: id, key: 'n', value: 1 },
      { requestKey: null },
    );
    storage().update.mockResolvedValueOnce({
      id: 's9',
      user: 'me',
      plugin: id,
      key: 'n',
      value: 2,
    });
    await storageSet(id, 'n', 2);
    expect(storage().update).toHaveBeenCalledWith('s9', { value: 2 }, { requestKey: null });
    expect(await storageGet(id, 'n')).toBe(2);
    await storageRemove(id, 'n');
    expect(storage().delete).toHaveBeenCalledWith('s9', { requestKey: null });
    expect(await storageKeys(id)).toEqual([]);
  });
});
