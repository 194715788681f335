import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientResponseError } from '@/shared/lib/pb';
import { loadEnglish } from '@/testing/i18n';
import { RegisterForm } from './register-form';

const api = {
  create: vi.fn(),
  authWithPassword: vi.fn(),
  requestVerification: vi.fn(),
};
vi.mock('@/shared/lib/load-pb', () => ({ users: () => Promise.resolve(api) }));

beforeAll(loadEnglish);
beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
});

function renderForm() {
  const onRegistered = vi.fn();
  render(
    <MemoryRouter>
      <RegisterForm language="en" onRegistered={onRegistered} />
    </MemoryRouter>,
  );
  return onRegistered;
}

async function fill(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }), value);
  }
  return user;
}

function fieldMessage(label: string): string {
  const input = screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
  const helper = input.getAttribute('aria-describedby');
  return helper ? (document.getElementById(helper)?.textContent ?? '') : '';
}

describe('RegisterForm', () => {
  it('checks the rules as the user types', async () => {
    renderForm();
    await fill({ Email: 'not-an-email', Password: 'short', 'Confirm password': 'shorter' });
    expect(fieldMessage('Email')).toBe('Enter a valid email address.');
    expect(fieldMessage('Password')).toBe('Must be at least 8 characters.');
    expect(fieldMessage('Confirm password')).toBe("The values don't match.");
    expect(screen.getByLabelText(/^Email/, { selector: 'input' })).toHaveProperty(
      'ariaInvalid',
      'true',
    );
  });

  it('does not submit while a rule fails', async () => {
    renderForm();
    const user = await fill({ Nickname: 'Ann', Email: 'ann@example.com' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(api.create).not.toHaveBeenCalled();
    expect(fieldMessage('Password')).toBe('This field is required.');
  });

  it('creates the account, signs in and asks for the verification mail', async () => {
    const onRegistered = renderForm();
    api.create.mockResolvedValue({});
    api.authWithPassword.mockResolvedValue({});
    api.requestVerification.mockResolvedValue(true);
    const user = await fill({
      Nickname: 'Ann',
      Email: 'ann@example.com',
      Password: 'correct horse',
      'Confirm password': 'correct horse',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('ann@example.com', true));
    expect(api.create).toHaveBeenCalledWith(
      expect.objectContaining({ nickname: 'Ann', email: 'ann@example.com', language: 'en' }),
    );
    expect(api.authWithPassword).toHaveBeenCalledWith('ann@example.com', 'correct horse');
    expect(api.requestVerification).toHaveBeenCalledWith('ann@example.com');
  });

  it('shows the server field error codes on the matching fields, translated', async () => {
    const onRegistered = renderForm();
    api.create.mockRejectedValue(
      new ClientResponseError({
        status: 400,
        response: {
          status: 400,
          message: 'Failed to create record.',
          data: { email: { code: 'validation_not_unique', message: 'Value must be unique.' } },
        },
      }),
    );
    const user = await fill({
      Nickname: 'Ann',
      Email: 'taken@example.com',
      Password: 'correct horse',
      'Confirm password': 'correct horse',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(fieldMessage('Email')).toBe('This is already taken.'));
    expect(onRegistered).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failure that belongs to no field above the form, translated', async () => {
    renderForm();
    api.create.mockRejectedValue(
      new ClientResponseError({ status: 0, isAbort: false, response: {} }),
    );
    const user = await fill({
      Nickname: 'Ann',
      Email: 'ann@example.com',
      Password: 'correct horse',
      'Confirm password': 'correct horse',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      "Can't reach the server. Check your connection and try again.",
    );
  });
});
