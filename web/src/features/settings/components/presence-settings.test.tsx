import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/shared/ui/notify';
import { loadEnglish } from '@/testing/i18n';
import { fieldError, networkError } from '@/testing/sdk-errors';
import { PresenceSettings } from './presence-settings';

const send = vi.fn();
vi.mock('@/shared/lib/load-pb', () => ({ loadPb: () => Promise.resolve({ pb: { send } }) }));

const ROUTE = '/api/hearth/presence/me';

beforeAll(loadEnglish);
beforeEach(() => {
  send.mockReset();
});

describe('PresenceSettings', () => {
  it('shows the chosen presence, and saves another through the route', async () => {
    const success = vi.spyOn(notify, 'success');
    send.mockResolvedValueOnce({ mode: 'dnd', state: 'dnd' });
    render(<PresenceSettings />);
    const group = await screen.findByRole('group', { name: 'Show me as' });
    expect(screen.getByRole('radio', { name: 'Do not disturb' })).toHaveProperty('checked', true);
    expect(group.textContent).toContain('You appear offline, but can use Hearth as usual.');
    expect(send).toHaveBeenCalledWith(ROUTE, expect.objectContaining({ method: 'GET' }));

    send.mockResolvedValueOnce({ mode: 'invisible', state: 'offline' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Invisible' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Your online status has been saved.'));
    expect(send).toHaveBeenLastCalledWith(ROUTE, { method: 'PUT', body: { mode: 'invisible' } });
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true);
  });

  it('describes each choice to screen readers', async () => {
    send.mockResolvedValueOnce({ mode: 'online', state: 'online' });
    render(<PresenceSettings />);
    const online = await screen.findByRole('radio', { name: 'Online' });
    expect(online).toHaveProperty('checked', true);
    const description = document.getElementById(online.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe("People can see when you're around.");
  });

  it("shows the server's error on the choice, translated", async () => {
    send.mockResolvedValueOnce({ mode: 'online', state: 'online' });
    render(<PresenceSettings />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Do not disturb' }));
    send.mockRejectedValueOnce(fieldError('mode', 'validation_invalid_value'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const group = screen.getByRole('radiogroup');
    await waitFor(() =>
      expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')).toHaveProperty(
        'textContent',
        'This value is not allowed.',
      ),
    );
  });

  it('says when the presence cannot be read, and reads it again on request', async () => {
    send.mockRejectedValueOnce(networkError());
    render(<PresenceSettings />);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      "Can't reach the server. Check your connection and try again.",
    );
    send.mockResolvedValueOnce({ mode: 'online', state: 'online' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Online' })).toHaveProperty('checked', true);
  });
});
