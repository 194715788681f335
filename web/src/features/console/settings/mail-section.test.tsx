import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { loadEnglish } from '@/testing/i18n';
import { ClientResponseError } from '@/shared/lib/pb';
import { MailSection } from './mail-section';
import type { AppSettings } from './settings-types';

const update = vi.fn();
vi.mock('../shell/console-session', () => ({
  useConsoleClient: () => ({ settings: { update } }),
  useConsoleSuperuser: () => ({ id: 's1', email: 'admin@example.com' }),
}));

beforeAll(loadEnglish);
beforeEach(() => {
  update.mockReset();
});

const SETTINGS: AppSettings = {
  meta: {
    appName: 'Hearth',
    appURL: 'https://chat.example.com',
    senderName: 'Hearth',
    senderAddress: 'no-reply@example.com',
    hideControls: false,
  },
  smtp: {
    enabled: true,
    host: 'smtp.example.com',
    port: 587,
    username: 'mailer',
    password: '',
    authMethod: '',
    tls: false,
    localName: '',
  },
  rateLimits: { enabled: true, rules: [] },
  trustedProxy: { headers: [], useLeftmostIP: false },
  logs: { maxDays: 5, minLevel: 0, logIP: true, logAuthId: false },
};

function renderSection() {
  const router = createMemoryRouter(
    [{ path: '*', element: <MailSection settings={SETTINGS} onSaved={() => {}} /> }],
    { initialEntries: ['/_/settings/mail'] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

const input = (key: 'host' | 'password') =>
  screen.getByLabelText(i18n.t(`console.settings.mail.${key}`), { selector: 'input' });
const save = () => screen.getByRole('button', { name: i18n.t('console.settings.save') });

describe('MailSection', () => {
  it('leaves the untouched password out of the update', async () => {
    update.mockResolvedValue({ ...SETTINGS, smtp: { ...SETTINGS.smtp, host: 'mail.local' } });
    const user = renderSection();
    await user.clear(input('host'));
    await user.type(input('host'), 'mail.local');
    await user.click(save());
    await waitFor(() => expect(update).toHaveBeenCalledOnce());
    expect(update).toHaveBeenCalledWith({ smtp: { host: 'mail.local' } });
  });

  it('leaves an emptied password out, and sends a typed one', async () => {
    update.mockResolvedValue(SETTINGS);
    const user = renderSection();
    await user.type(input('password'), 'oops');
    await user.clear(input('password'));
    expect(save()).toHaveProperty('disabled', true);
    await user.type(input('password'), 'mail secret');
    await user.click(save());
    await waitFor(() => expect(update).toHaveBeenCalledWith({ smtp: { password: 'mail secret' } }));
    // The saved password is not shown again.
    await waitFor(() => expect(input('password')).toHaveProperty('value', ''));
  });

  it("shows the server's error beside its field", async () => {
    const data = { smtp: { host: { code: 'validation_required', message: 'Cannot be blank.' } } };
    const refusal = { status: 400, response: { status: 400, message: 'Bad', data } };
    update.mockImplementation(() => Promise.reject(new ClientResponseError(refusal)));
    const user = renderSection();
    await user.clear(input('host'));
    await user.type(input('host'), ' ');
    await user.click(save());
    await waitFor(() => expect(input('host').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
