import { PLUGIN_ROUTES } from '@hearth/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePb } from '@/testing/fake-pb';
import { loadEnglish } from '@/testing/i18n';
import { ClientResponseError } from '@/shared/lib/pb';
import { signOutSuperuser } from '@/shared/lib/superuser-client';
import {
  bundleCheck,
  givenCatalogue,
  pluginRecord,
  pollManifest,
  releaseCatalogue,
} from '@/features/plugins/testing/plugin-fixtures';
import { PluginsPage } from '../plugins-page';

/** The superuser's own client: its sign-in and the plugin routes it calls. */
const superuser = vi.hoisted(() => {
  const authWithPassword = vi.fn((_email: string, _password: string) => Promise.resolve({}));
  return {
    authWithPassword,
    collection: vi.fn((_name: string) => ({ authWithPassword })),
    send: vi.fn((_path: string, _options: { method: string; body?: FormData }): Promise<unknown> =>
      Promise.resolve({}),
    ),
    authStore: { clear: vi.fn() },
  };
});

vi.mock('@/shared/lib/load-pb', async () => {
  const { fakeLoadPb, fakePb: fake } = await import('@/testing/fake-pb');
  return {
    ...fakeLoadPb,
    loadPb: () => Promise.resolve({ pb: fake.pb, createInMemoryClient: () => superuser }),
  };
});

const poll = pluginRecord('plg1', pollManifest());
const newVersion = pollManifest({
  version: '1.1.0',
  capabilities: ['messages.send', 'chat.read', 'state', 'notifications'],
});

beforeAll(loadEnglish);
beforeEach(() => {
  givenCatalogue([poll]);
  superuser.send.mockReset();
  superuser.authWithPassword.mockClear();
});
afterEach(async () => {
  signOutSuperuser();
  await releaseCatalogue();
});

async function signIn() {
  render(
    <MemoryRouter initialEntries={['/plugin']}>
      <PluginsPage />
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Install or update a plugin/ }));
  const form = screen.getByRole('form', { name: 'Superuser sign-in' });
  await user.type(within(form).getByLabelText(/Superuser email/), 'root@example.com');
  await user.type(within(form).getByLabelText(/^Password/), 'secret-password');
  await user.click(within(form).getByRole('button', { name: 'Sign in as superuser' }));
  await screen.findByText('Signed in as superuser root@example.com.');
  return user;
}

function pick(file: File) {
  fireEvent.change(screen.getByLabelText('Choose a bundle (.zip)', { selector: 'input' }), {
    target: { files: [file] },
  });
}

describe('SuperuserArea', () => {
  it('signs a superuser in with a client of its own, leaving the user signed in', async () => {
    await signIn();
    expect(superuser.collection).toHaveBeenCalledWith('_superusers');
    expect(superuser.authWithPassword).toHaveBeenCalledWith(
      'root@example.com',
      'secret-password',
      expect.anything(),
    );
    expect(fakePb.pb.send).not.toHaveBeenCalled();
  });

  it('checks a bundle, shows what the update changes, then installs it', async () => {
    superuser.send.mockImplementation((path: string) =>
      Promise.resolve(
        path === PLUGIN_ROUTES.check
          ? bundleCheck(newVersion, {
              installed: { id: 'plg1', version: '1.0.0' },
              addedCapabilities: ['notifications'],
            })
          : {},
      ),
    );
    const user = await signIn();
    const zip = new File(['PK'], 'poll-1.1.0.zip', { type: 'application/zip' });
    pick(zip);
    const summary = await screen.findByRole('region', { name: 'What this bundle installs' });
    expect(within(summary).getByText('Update of Poll: version 1.0.0 → 1.1.0')).toBeDefined();
    expect(within(summary).getByText('Show you notifications')).toBeDefined();
    expect(within(summary).getByText(/stays off for everyone who enabled it/)).toBeDefined();
    expect(superuser.send).toHaveBeenCalledTimes(1);
    const [checkPath, checkOptions] = superuser.send.mock.calls[0] ?? [];
    expect(checkPath).toBe(PLUGIN_ROUTES.check);
    expect(checkOptions?.method).toBe('POST');
    expect(checkOptions?.body?.get('bundle')).toBe(zip);

    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(superuser.send).toHaveBeenCalledTimes(2));
    const [installPath, installOptions] = superuser.send.mock.calls[1] ?? [];
    expect(installPath).toBe(PLUGIN_ROUTES.install);
    expect(installOptions?.method).toBe('POST');
    expect(installOptions?.body?.get('bundle')).toBe(zip);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'What this bundle installs' })).toBeNull(),
    );
  });

  it("shows the server's reason when a bundle is refused, and installs nothing", async () => {
    superuser.send.mockRejectedValue(
      new ClientResponseError({
        status: 400,
        response: {
          status: 400,
          message: 'The plugin bundle is invalid.',
          data: {
            bundle: {
              code: 'validation_plugin_bundle_unknown',
              message: 'manifest.json: /version must match a semantic version (1.2.3).',
            },
          },
        },
      }),
    );
    await signIn();
    pick(new File(['PK'], 'broken.zip', { type: 'application/zip' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('manifest.json: /version must match a semantic version (1.2.3).'),
    ).toBeDefined();
    expect(superuser.send).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('removes a plugin after a confirmation that names it', async () => {
    const user = await signIn();
    const card = screen.getByRole('article', { name: 'Poll' });
    await user.click(within(card).getByRole('button', { name: 'Remove Poll' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Poll?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(superuser.send).toHaveBeenCalledWith(PLUGIN_ROUTES.remove('plg1'), {
        method: 'DELETE',
        requestKey: null,
      }),
    );
  });
});
