import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '@/testing/i18n';
import { fieldError } from '@/testing/sdk-errors';
import { fakeToken } from '@/testing/tokens';
import { ConfirmEmailChangeForm } from './confirm-email-change-form';

const api = { confirmEmailChange: vi.fn() };
vi.mock('@/shared/lib/load-pb', () => ({ users: () => Promise.resolve(api) }));

beforeAll(loadEnglish);

/** The server's answer to a confirmation whose token it refuses. */
const tokenRefused = () => fieldError('token', 'validation_invalid_token');

/** The server's answer to the page's check of a working link: only the password is missing. */
const passwordMissing = () => fieldError('password', 'validation_required');

const TOKEN = fakeToken({
  id: 'user1',
  type: 'emailChange',
  email: 'ann@example.com',
  newEmail: 'ann@example.org',
  collectionId: '_pb_users_auth_',
  exp: Math.floor(Date.now() / 1000) + 1800,
});

function renderForm() {
  const onDone = vi.fn();
  render(
    <MemoryRouter>
      <ConfirmEmailChangeForm token={TOKEN} onDone={onDone} />
    </MemoryRouter>,
  );
  return onDone;
}

const passwordInput = () => screen.getByLabelText(/^Current password/, { selector: 'input' });

async function confirm() {
  const user = userEvent.setup();
  await user.type(passwordInput(), 'a good password');
  await user.click(screen.getByRole('button', { name: 'Confirm new email' }));
}

describe('ConfirmEmailChangeForm', () => {
  it('asks for the current password of the account the link names', () => {
    renderForm();
    const form = screen.getByRole('form', { name: 'Confirm your new email' });
    expect(form.querySelector('input[autocomplete="username"]')).toHaveProperty(
      'value',
      'ann@example.com',
    );
    expect(passwordInput().getAttribute('autocomplete')).toBe('current-password');
  });

  it('hands the new address on once confirmed', async () => {
    api.confirmEmailChange.mockResolvedValue(true);
    const onDone = renderForm();
    await confirm();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('ann@example.org'));
  });

  it('shows only why the link no longer works when the attempt is refused, without the form', async () => {
    api.confirmEmailChange
      .mockRejectedValueOnce(passwordMissing())
      .mockRejectedValueOnce(tokenRefused());
    renderForm();
    await confirm();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This link is invalid, has expired or has already been used.',
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/me/profile',
    );
  });

  it('says at once, without the form, that a used link no longer works', async () => {
    api.confirmEmailChange.mockRejectedValue(tokenRefused());
    renderForm();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This link is invalid, has expired or has already been used.',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });
});
