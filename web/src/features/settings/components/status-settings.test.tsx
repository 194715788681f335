import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/shared/ui/notify';
import { loadEnglish } from '@/testing/i18n';
import { userRecord } from '@/testing/records';
import { fieldError } from '@/testing/sdk-errors';
import { StatusSettings } from './status-settings';

const api = { update: vi.fn() };
vi.mock('@/shared/lib/load-pb', () => ({ users: () => Promise.resolve(api) }));

const NOW = new Date(2024, 4, 15, 14, 20);

beforeAll(loadEnglish);
beforeEach(() => {
  api.update.mockReset();
  // note: only Date is faked, so the user events' timers still run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

function helperOf(element: HTMLElement): string {
  const id = element.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
}

describe('StatusSettings', () => {
  it('saves the emoji, the text and the chosen expiry', async () => {
    const success = vi.spyOn(notify, 'success');
    api.update.mockResolvedValue(userRecord({ statusText: 'Tea break' }));
    render(<StatusSettings record={userRecord()} />);
    const user = userEvent.setup();
    await user.type(input(/^Emoji/), '🍵');
    await user.type(input(/^Status/), 'Tea break');
    expect(helperOf(input(/^Status/))).toBe('9/128');
    const expiry = screen.getByLabelText('Clear after');
    await user.selectOptions(expiry, '1 hour');
    expect(helperOf(expiry)).toMatch(/^Shown until .*3:20/);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Your status has been updated.'));
    expect(api.update).toHaveBeenCalledWith('user1', {
      statusEmoji: '🍵',
      statusText: 'Tea break',
      statusExpires: new Date(2024, 4, 15, 15, 20).toISOString(),
    });
  });

  it('keeps a stored expiry unless another is chosen', async () => {
    api.update.mockResolvedValue(userRecord());
    const expires = new Date(2024, 4, 16).toISOString();
    render(<StatusSettings record={userRecord({ statusText: 'Away', statusExpires: expires })} />);
    const user = userEvent.setup();
    expect(screen.getByLabelText('Clear after')).toHaveProperty('value', 'keep');
    await user.type(input(/^Status/), ' today');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.update).toHaveBeenCalled());
    expect(api.update).toHaveBeenCalledWith('user1', {
      statusEmoji: '',
      statusText: 'Away today',
      statusExpires: expires,
    });
  });

  it('clears the status at once', async () => {
    const success = vi.spyOn(notify, 'success');
    api.update.mockResolvedValue(userRecord());
    render(<StatusSettings record={userRecord({ statusEmoji: '🌴', statusText: 'Holiday' })} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear status' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Your status has been cleared.'));
    expect(api.update).toHaveBeenCalledWith('user1', {
      statusEmoji: '',
      statusText: '',
      statusExpires: '',
    });
  });

  it('has nothing to clear or save until there is something', () => {
    render(<StatusSettings record={userRecord()} />);
    expect(screen.getByRole('button', { name: 'Clear status' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true);
  });

  it("shows the server's field error on its field, translated", async () => {
    api.update.mockRejectedValue(
      fieldError('statusText', 'validation_max_text_constraint', { max: 128 }),
    );
    render(<StatusSettings record={userRecord()} />);
    const user = userEvent.setup();
    await user.type(input(/^Status/), 'Tea');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(helperOf(input(/^Status/))).toBe('Must be no more than 128 characters.'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
