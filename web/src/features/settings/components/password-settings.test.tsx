import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '@/testing/i18n';
import { networkError } from '@/testing/sdk-errors';
import { changePassword } from '../api/settings-api';
import { PasswordSettings } from './password-settings';

vi.mock('../api/settings-api', () => ({ changePassword: vi.fn() }));

beforeAll(loadEnglish);

const USER = { id: 'user1', email: 'ann@example.com' };
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

function messageUnder(label: RegExp): string {
  const helper = input(label).getAttribute('aria-describedby');
  return helper ? (document.getElementById(helper)?.textContent ?? '') : '';
}

describe('PasswordSettings', () => {
  it('tells password managers which account changes which password', () => {
    render(<PasswordSettings user={USER} />);
    const form = screen.getByRole('form', { name: 'Password' });
    const username = form.querySelector('input[autocomplete="username"]');
    expect(username).toHaveProperty('value', 'ann@example.com');
    expect(username).toHaveProperty('hidden', true);
    expect(input(/^Current password/).getAttribute('autocomplete')).toBe('current-password');
    expect(input(/^New password/).getAttribute('autocomplete')).toBe('new-password');
    expect(input(/^Confirm password/).getAttribute('autocomplete')).toBe('new-password');
  });

  it('drops a failed attempt’s error when the next one is stopped by the rules', async () => {
    vi.mocked(changePassword).mockRejectedValue(networkError());
    render(<PasswordSettings user={USER} />);
    const user = userEvent.setup();
    await user.type(input(/^Current password/), 'the old one');
    await user.type(input(/^New password/), 'a brand new passphrase');
    await user.type(input(/^Confirm password/), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      "Can't reach the server. Check your connection and try again.",
    );

    await user.clear(input(/^Current password/));
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(messageUnder(/^Current password/)).toBe('This field is required.'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
