import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/shared/ui/notify';
import { loadEnglish } from '@/testing/i18n';
import { userRecord } from '@/testing/records';
import { fieldError } from '@/testing/sdk-errors';
import { PrivacySettings } from './privacy-settings';

const api = { update: vi.fn() };
vi.mock('@/shared/lib/load-pb', () => ({ users: () => Promise.resolve(api) }));

beforeAll(loadEnglish);
beforeEach(() => {
  api.update.mockReset();
});

const visibility = () =>
  within(screen.getByRole('group', { name: 'Who can see your online status and last seen' }));
const requests = () =>
  within(screen.getByRole('group', { name: 'Who can send you friend requests' }));

describe('PrivacySettings', () => {
  it('reads empty stored values as the defaults', () => {
    render(
      <PrivacySettings record={userRecord({ presenceVisibility: '', friendRequestsFrom: '' })} />,
    );
    expect(visibility().getByRole('radio', { name: 'Friends' })).toHaveProperty('checked', true);
    expect(requests().getByRole('radio', { name: 'Everyone' })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true);
  });

  it('saves both settings on the record', async () => {
    const success = vi.spyOn(notify, 'success');
    api.update.mockResolvedValue(
      userRecord({ presenceVisibility: 'nobody', friendRequestsFrom: 'friends_of_friends' }),
    );
    render(<PrivacySettings record={userRecord({ presenceVisibility: 'everyone' })} />);
    expect(visibility().getByRole('radio', { name: 'Everyone' })).toHaveProperty('checked', true);
    const user = userEvent.setup();
    await user.click(visibility().getByRole('radio', { name: 'Nobody' }));
    await user.click(requests().getByRole('radio', { name: 'Friends of friends' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Your privacy settings have been saved.'),
    );
    expect(api.update).toHaveBeenCalledWith('user1', {
      presenceVisibility: 'nobody',
      friendRequestsFrom: 'friends_of_friends',
    });
  });

  it("shows the server's field error under its group, translated", async () => {
    api.update.mockRejectedValue(fieldError('friendRequestsFrom', 'validation_invalid_value'));
    render(<PrivacySettings record={userRecord()} />);
    const user = userEvent.setup();
    await user.click(requests().getByRole('radio', { name: 'Friends of friends' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requests().getByText('This value is not allowed.')).toBeTruthy());
    expect(visibility().queryByText('This value is not allowed.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
