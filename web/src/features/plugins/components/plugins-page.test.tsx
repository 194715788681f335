import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakePb } from '@/testing/fake-pb';
import { loadEnglish } from '@/testing/i18n';
import {
  activityRecord,
  givenActivity,
  givenCatalogue,
  grantRecord,
  me,
  pluginRecord,
  pollManifest,
  releaseCatalogue,
} from '../testing/plugin-fixtures';
import { PluginsPage } from './plugins-page';

vi.mock('@/shared/lib/load-pb', async () => (await import('@/testing/fake-pb')).fakeLoadPb);

const poll = pluginRecord('plg1', pollManifest());
const everything = poll.capabilities;

beforeAll(loadEnglish);
afterEach(releaseCatalogue);

function renderPage(path = '/plugin') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PluginsPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('PluginsPage', () => {
  it('tells users who can install plugins when none is installed', async () => {
    givenCatalogue([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No plugins installed yet' })).toBeDefined();
    expect(screen.getByText(/Ask whoever runs Hearth to install some/)).toBeDefined();
  });

  it('lists the installed plugins as cards with where each stands', async () => {
    const checklist = pluginRecord('plg2', pollManifest({ id: 'checklist', name: 'Checklist' }));
    givenCatalogue(
      [poll, checklist],
      [grantRecord('plg2', { granted: everything, consented: everything })],
    );
    renderPage();
    const pollCard = await screen.findByRole('article', { name: 'Poll' });
    expect(within(pollCard).getByText('Off')).toBeDefined();
    expect(
      within(screen.getByRole('article', { name: 'Checklist' })).getByText('On'),
    ).toBeDefined();
  });

  it('opens the consent dialog from ?enable=<pluginId>', async () => {
    givenCatalogue([poll]);
    renderPage('/plugin?enable=poll');
    const dialog = await screen.findByRole('dialog', { name: 'Enable Poll?' });
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);
  });

  it('says when the plugin a link asks to enable is not installed', async () => {
    givenCatalogue([poll]);
    renderPage('/plugin?enable=weather');
    expect(
      await screen.findByText("The plugin “weather” isn't installed on this Hearth."),
    ).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('writes the grant with everything consented and only what was left checked granted', async () => {
    givenCatalogue([poll]);
    const grants = fakePb.pb.collection('plugin_grants');
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Enable Poll' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enable Poll?' });
    const send = within(dialog).getByRole('checkbox', {
      name: 'Send messages in your chats as you (marked as sent with Poll)',
    });
    await user.click(send);
    expect(within(dialog).getByText(/its commands stop working/)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Allow' }));
    expect(grants.create).toHaveBeenCalledWith(
      {
        user: me.id,
        plugin: 'plg1',
        enabled: true,
        consented: everything,
        granted: ['chat.read', 'state'],
      },
      expect.anything(),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(screen.getByRole('article', { name: 'Poll' })).getByText('On')).toBeDefined();
  });

  it('asks again after an update asks for more, keeping what the user had turned off', async () => {
    givenCatalogue(
      [poll],
      [
        grantRecord('plg1', {
          enabled: false,
          granted: ['chat.read'],
          consented: ['messages.send', 'chat.read'],
        }),
      ],
    );
    const grants = fakePb.pb.collection('plugin_grants');
    const user = renderPage();
    const card = await screen.findByRole('article', { name: 'Poll' });
    expect(within(card).getByText('Update needs your consent')).toBeDefined();
    await user.click(within(card).getByRole('button', { name: 'Review and enable Poll' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enable Poll?' });
    expect(within(dialog).getByText(/was updated to version 1.0.0/)).toBeDefined();
    const checked = within(dialog)
      .getAllByRole('checkbox')
      .map((box) => (box as HTMLInputElement).checked);
    expect(checked).toEqual([false, true, true]);
    expect(within(dialog).getAllByText('New')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Allow' }));
    expect(grants.update).toHaveBeenCalledWith(
      'grant-plg1',
      { enabled: true, consented: everything, granted: ['chat.read', 'state'] },
      expect.anything(),
    );
    expect(grants.create).not.toHaveBeenCalled();
  });

  it('shows an enabled plugin in detail: switches saved at once, its activity, and Disable', async () => {
    givenCatalogue([poll], [grantRecord('plg1', { granted: everything, consented: everything })]);
    givenActivity([activityRecord('a1', 'plg1', { action: 'sent', detail: 'poll' })]);
    const grants = fakePb.pb.collection('plugin_grants');
    const user = renderPage('/plugin?plugin=poll');
    const dialog = await screen.findByRole('dialog', { name: 'Poll' });
    expect(await within(dialog).findByText('Sent a message')).toBeDefined();
    await user.click(
      within(dialog).getByRole('switch', { name: 'Share data with the members of a chat' }),
    );
    expect(grants.update).toHaveBeenCalledWith(
      'grant-plg1',
      { granted: ['messages.send', 'chat.read'] },
      expect.anything(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(grants.update).toHaveBeenLastCalledWith(
      'grant-plg1',
      { enabled: false },
      expect.anything(),
    );
  });
});
