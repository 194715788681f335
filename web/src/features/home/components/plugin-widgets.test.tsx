import type { PluginManifest } from '@hearth/plugin-sdk';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePluginCatalogue } from '@/shared/plugins';
import { keepCatalogue } from '@/shared/plugins/plugin-catalogue';
import { fakePb } from '@/testing/fake-pb';
import { loadEnglish } from '@/testing/i18n';
import { personRecord, signIn } from '@/testing/session';
import { PluginWidgets } from './plugin-widgets';

vi.mock('@/shared/lib/load-pb', async () => (await import('@/testing/fake-pb')).fakeLoadPb);

function plugin(id: string, pluginId: string, widget?: string) {
  const manifest: PluginManifest = {
    id: pluginId,
    name: pluginId,
    version: '1.0.0',
    description: '',
    author: 'Hearth',
    entry: 'index.html',
    capabilities: ['storage'],
    contributes: widget
      ? { widget: { title: { en: widget, zh: '天气' } } }
      : { messages: [{ type: 'x' }] },
  };
  return { id, pluginId, version: '1.0.0', manifest, capabilities: manifest.capabilities };
}

function grant(pluginRecordId: string, enabled: boolean) {
  const all = ['storage'];
  return {
    id: `g-${pluginRecordId}`,
    user: 'me',
    plugin: pluginRecordId,
    enabled,
    granted: all,
    consented: all,
  };
}

beforeAll(loadEnglish);
beforeEach(() => {
  fakePb.reset();
  signIn(personRecord('me', 'Me'));
});
afterEach(async () => {
  keepCatalogue(null);
  await new Promise((resolve) => setTimeout(resolve, 0));
});

/** Says when the catalogue has loaded, so a test can tell "nothing to show" from "not yet". */
function CatalogueStatus() {
  return <p>catalogue {usePluginCatalogue().status}</p>;
}

function renderWidgets() {
  render(
    <MemoryRouter>
      <PluginWidgets />
      <CatalogueStatus />
    </MemoryRouter>,
  );
}

describe('PluginWidgets', () => {
  it("shows each enabled plugin's widget as a card with its frame on the widget surface", async () => {
    fakePb.pb.collection('plugins').items = [
      plugin('p1', 'weather', 'Weather today'),
      plugin('p2', 'poll'),
      plugin('p3', 'quotes', 'Quote of the day'),
    ];
    fakePb.pb.collection('plugin_grants').items = [
      grant('p1', true),
      grant('p2', true),
      grant('p3', false),
    ];
    renderWidgets();
    const area = await screen.findByRole('region', { name: 'From your plugins' });
    expect(within(area).getAllByRole('region')).toHaveLength(1);
    const card = within(area).getByRole('region', { name: 'Weather today' });
    const frame = within(card).getByTitle('Weather today');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('src')).toContain('/api/hearth/plugin-frames/g-p1/index.html');
  });

  it('shows nothing when no enabled plugin has a widget', async () => {
    fakePb.pb.collection('plugins').items = [plugin('p1', 'weather', 'Weather today')];
    fakePb.pb.collection('plugin_grants').items = [grant('p1', false)];
    renderWidgets();
    expect(await screen.findByText('catalogue ready')).toBeDefined();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
