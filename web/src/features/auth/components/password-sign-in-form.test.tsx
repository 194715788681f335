import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ClientResponseError } from '@/shared/lib/pb';
import { loadEnglish } from '@/testing/i18n';
import { PasswordSignInForm } from './password-sign-in-form';

const api = { authWithPassword: vi.fn() };
vi.mock('@/shared/lib/load-pb', () => ({ users: () => Promise.resolve(api) }));

beforeAll(loadEnglish);

function renderForm(email = '') {
  render(
    <MemoryRouter>
      <PasswordSignInForm email={email} onSignedIn={() => undefined} />
    </MemoryRouter>,
  );
}

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

function messageUnder(label: RegExp): string {
  const helper = input(label).getAttribute('aria-describedby');
  return helper ? (document.getElementById(helper)?.textContent ?? '') : '';
}

describe('PasswordSignInForm', () => {
  it('shows only the required-field errors when the empty form follows a wrong password', async () => {
    api.authWithPassword.mockRejectedValue(
      new ClientResponseError({
        status: 400,
        response: { status: 400, message: 'Failed to authenticate.', data: {} },
      }),
    );
    renderForm();
    const user = userEvent.setup();
    await user.type(input(/^Email/), 'ann@example.com');
    await user.type(input(/^Password/), 'not the password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Wrong email or password.',
    );

    await user.clear(input(/^Email/));
    await user.clear(input(/^Password/));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(messageUnder(/^Password/)).toBe('This field is required.'));
    expect(messageUnder(/^Email/)).toBe('This field is required.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells browsers and password managers what each field holds', () => {
    renderForm();
    expect(input(/^Email/).getAttribute('autocomplete')).toBe('username');
    expect(input(/^Password/).getAttribute('autocomplete')).toBe('current-password');
  });

  it('offers the address it is given and waits for the password', () => {
    renderForm('ann@example.com');
    expect(input(/^Email/)).toHaveProperty('value', 'ann@example.com');
    expect(document.activeElement).toBe(input(/^Password/));
  });
});
