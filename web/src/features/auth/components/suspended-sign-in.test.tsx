import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ClientResponseError } from '@/shared/lib/pb';
import { SuspensionNotice } from '@/shared/moderation/suspension-notice';
import { loadEnglish } from '@/testing/i18n';
import { PasswordSignInForm } from './password-sign-in-form';

const api = { authWithPassword: vi.fn() };
vi.mock('@/shared/lib/load-pb', () => ({ users: () => Promise.resolve(api) }));

beforeAll(loadEnglish);

function suspended(until: string) {
  return new ClientResponseError({
    status: 403,
    response: {
      status: 403,
      message: 'This account is suspended.',
      data: { account: { code: 'hearth_account_suspended', message: 'Spamming', until } },
    },
  });
}

async function signInRefused(until: string) {
  api.authWithPassword.mockRejectedValue(suspended(until));
  const signedIn = vi.fn();
  render(
    <MemoryRouter>
      <SuspensionNotice />
      <PasswordSignInForm email="" onSignedIn={signedIn} />
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), 'bob@example.com');
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'a password');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return signedIn;
}

describe('a suspended account’s sign-in', () => {
  it('says until when and why, and nothing else', async () => {
    const signedIn = await signInRefused('2026-12-01 10:00:00.000Z');
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toMatch(/Your account is suspended until December 1, 2026/);
    expect(notice.textContent).toMatch(/Reason: Spamming/);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(signedIn).not.toHaveBeenCalled();
  });

  it('says a suspension for good is permanent', async () => {
    await signInRefused('');
    expect((await screen.findByRole('alert')).textContent).toMatch(/suspended permanently/);
  });
});
