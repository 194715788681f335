import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '@/testing/i18n';
import { fieldError } from '@/testing/sdk-errors';
import { fakeToken } from '@/testing/tokens';
import { ResetPasswordForm } from './reset-password-form';

const api = { confirmPasswordReset: vi.fn() };
vi.mock('@/shared/lib/load-pb', () => ({ users: () => Promise.resolve(api) }));

beforeAll(loadEnglish);

/** The server's answer to a confirmation whose token it refuses. */
const tokenRefused = () => fieldError('token', 'validation_invalid_token');

/** The server's answer to the page's check of a working link: only the password is missing. */
const passwordMissing = () => fieldError('password', 'validation_required');

/** A reset token as PocketBase mails it: the account's id and email, valid for `seconds`. */
const resetToken = (seconds: number) =>
  fakeToken({
    id: 'user1',
    type: 'passwordReset',
    email: 'ann@example.com',
    collectionId: '_pb_users_auth_',
    exp: Math.floor(Date.now() / 1000) + seconds,
  });

function renderForm(token: string) {
  const onDone = vi.fn();
  render(
    <MemoryRouter>
      <ResetPasswordForm token={token} onDone={onDone} />
    </MemoryRouter>,
  );
  return onDone;
}

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function submitNewPassword() {
  const user = userEvent.setup();
  await user.type(input(/^New password/), 'a brand new passphrase');
  await user.type(input(/^Confirm password/), 'a brand new passphrase');
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('ResetPasswordForm', () => {
  it('tells password managers which account the new password belongs to', () => {
    renderForm(resetToken(1800));
    const form = screen.getByRole('form', { name: 'Choose a new password' });
    const username = form.querySelector('input[autocomplete="username"]');
    expect(username).toHaveProperty('value', 'ann@example.com');
    expect(username).toHaveProperty('hidden', true);
    expect(input(/^New password/).getAttribute('autocomplete')).toBe('new-password');
    expect(input(/^Confirm password/).getAttribute('autocomplete')).toBe('new-password');
  });

  it('says the password needs 8 characters, and nothing of bcrypt’s 71', () => {
    renderForm(resetToken(1800));
    const hint = document.getElementById(
      input(/^New password/).getAttribute('aria-describedby') ?? '',
    );
    expect(hint?.textContent).toBe('At least 8 characters.');
  });

  it('hands the account’s address on once the password is saved', async () => {
    api.confirmPasswordReset.mockResolvedValue(true);
    const onDone = renderForm(resetToken(1800));
    await submitNewPassword();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('ann@example.com'));
  });

  it('shows only why the link no longer works when the attempt is refused, and leads to a new one', async () => {
    api.confirmPasswordReset
      .mockRejectedValueOnce(passwordMissing())
      .mockRejectedValueOnce(tokenRefused());
    const onDone = renderForm(resetToken(1800));
    await submitNewPassword();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This link is invalid, has expired or has already been used.',
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/forget',
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says at once, without the form, that a used link no longer works', async () => {
    api.confirmPasswordReset.mockRejectedValue(tokenRefused());
    const token = resetToken(1800);
    renderForm(token);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This link is invalid, has expired or has already been used.',
    );
    expect(screen.queryByRole('form')).toBeNull();
    // The check sends no password, so it can change nothing.
    expect(api.confirmPasswordReset).toHaveBeenCalledWith(token, '', '', { requestKey: null });
  });

  it('does not ask for a password on a link that has expired', () => {
    renderForm(resetToken(-60));
    expect(screen.getByRole('alert').textContent).toBe(
      'This link is invalid, has expired or has already been used.',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });
});
