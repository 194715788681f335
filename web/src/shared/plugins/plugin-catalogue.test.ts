import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePb } from '@/testing/fake-pb';
import { personRecord, signIn } from '@/testing/session';
import { usePluginCatalogue } from './hooks/use-plugin-catalogue';
import {
  effectiveCapabilities,
  enabledPlugins,
  installedPlugin,
  isEnabled,
  keepCatalogue,
  needsConsent,
  pluginCatalogue,
  pluginGrant,
} from './plugin-catalogue';
import type { PluginRecord } from './plugin-records';
import { grantRecordFixture, manifestFixture, pluginRecordFixture } from './plugin-fixtures';

vi.mock('@/shared/lib/load-pb', async () => (await import('@/testing/fake-pb')).fakeLoadPb);

const poll = installedPlugin(pluginRecordFixture());
const grant = pluginGrant(grantRecordFixture());

describe('the catalogue helpers', () => {
  it('gives a plugin only what the user granted of what it asks, and nothing while off', () => {
    expect(effectiveCapabilities(poll, { ...grant, granted: ['state', 'network'] })).toEqual([
      'state',
    ]);
    expect(effectiveCapabilities(poll, { ...grant, enabled: false })).toEqual([]);
    expect(effectiveCapabilities(poll, null)).toEqual([]);
    expect(effectiveCapabilities(poll, { ...grant, plugin: 'another' })).toEqual([]);
  });

  it('asks for consent when the plugin asks for anything not agreed to', () => {
    expect(needsConsent(poll, null)).toBe(true);
    expect(needsConsent(poll, grant)).toBe(false);
    expect(needsConsent(poll, { ...grant, consented: ['messages.send', 'chat.read'] })).toBe(true);
    // Leaving a capability off (granted) is not a reason to ask again.
    expect(needsConsent(poll, { ...grant, granted: [] })).toBe(false);
  });

  it('counts a plugin on only with its grant enabled and nothing waiting for consent', () => {
    expect(isEnabled(poll, grant)).toBe(true);
    expect(isEnabled(poll, { ...grant, enabled: false })).toBe(false);
    expect(isEnabled(poll, { ...grant, consented: [] })).toBe(false);
    expect(isEnabled(poll, null)).toBe(false);
  });

  it('lists the enabled plugins with what each may do, and finds plugins by manifest id', () => {
    const checklist = installedPlugin(
      pluginRecordFixture({ id: 'plg2', pluginId: 'checklist', capabilities: ['state'] }),
    );
    const hello = installedPlugin(pluginRecordFixture({ id: 'plg3', pluginId: 'hello' }));
    const catalogue = pluginCatalogue(
      [poll, checklist, hello],
      [
        { ...grant, granted: ['messages.send'] },
        { ...grant, id: 'grant2', plugin: 'plg2', enabled: false },
      ],
      'ready',
      null,
    );
    expect(
      enabledPlugins(catalogue).map((entry) => [entry.plugin.pluginId, entry.capabilities]),
    ).toEqual([['poll', ['messages.send']]]);
    expect(catalogue.pluginById('checklist')).toBe(checklist);
    expect(catalogue.pluginById('nope')).toBeNull();
    expect(catalogue.grantOf(hello)).toBeNull();
  });

  it('reads the manifest safely and points at the icon route (only when there is an icon)', () => {
    expect(poll.iconUrl).toBe(`${window.location.origin}/api/hearth/plugins/plg1/icon?v=1.0.0`);
    // note: a capability this app does not know (a newer server's) is not the record type's.
    const unknown = ['storage', 'teleport'] as unknown as PluginRecord['capabilities'];
    const bare = installedPlugin(
      pluginRecordFixture({ manifest: { id: 'bare' }, capabilities: unknown }),
    );
    expect(bare.iconUrl).toBe('');
    expect(bare.manifest.contributes).toEqual({});
    expect(bare.manifest.entry).toBe('index.html');
    expect(bare.capabilities).toEqual(['storage']);
  });
});

describe('usePluginCatalogue', () => {
  beforeEach(() => {
    fakePb.reset();
    signIn(personRecord('me', 'Me'));
  });
  afterEach(async () => {
    keepCatalogue(null);
    await act(() => Promise.resolve());
  });

  it('loads the plugins and grants, and keeps them live over realtime', async () => {
    fakePb.pb.collection('plugins').items = [{ ...pluginRecordFixture() }];
    fakePb.pb.collection('plugin_grants').items = [{ ...grantRecordFixture({ enabled: false }) }];
    const { result } = renderHook(() => usePluginCatalogue());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const first = result.current;
    expect(enabledPlugins(first)).toEqual([]);

    act(() => fakePb.emit('plugin_grants/*', { action: 'update', record: grantRecordFixture() }));
    expect(enabledPlugins(result.current).map((entry) => entry.plugin.pluginId)).toEqual(['poll']);

    const updated = manifestFixture({ version: '1.1.0' });
    act(() =>
      fakePb.emit('plugins/*', {
        action: 'update',
        record: pluginRecordFixture({ version: '1.1.0', manifest: updated }),
      }),
    );
    expect(result.current.pluginById('poll')?.version).toBe('1.1.0');
    act(() => fakePb.emit('plugins/*', { action: 'delete', record: pluginRecordFixture() }));
    expect(result.current.plugins).toEqual([]);
  });

  it('is loaded once for the session, however often screens come and go', async () => {
    const first = renderHook(() => usePluginCatalogue());
    await waitFor(() => expect(first.result.current.status).toBe('ready'));
    first.unmount();
    await act(() => Promise.resolve());
    const second = renderHook(() => usePluginCatalogue());
    expect(second.result.current.status).toBe('ready');
    expect(fakePb.pb.collection('plugins').getFullList).toHaveBeenCalledTimes(1);
  });
});
