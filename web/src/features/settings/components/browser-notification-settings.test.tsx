import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '@/testing/i18n';
import { BrowserNotificationSettings } from './browser-notification-settings';

beforeAll(loadEnglish);
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A browser's Notification API with a permission, and what asking for it answers. */
function stubNotifications(permission: NotificationPermission, answer = permission) {
  const requestPermission = vi.fn(() => Promise.resolve(answer));
  vi.stubGlobal('Notification', { permission, requestPermission });
  return requestPermission;
}

describe('BrowserNotificationSettings', () => {
  it('asks the browser only when the user presses the button, and shows the answer', async () => {
    const requestPermission = stubNotifications('default', 'granted');
    render(<BrowserNotificationSettings />);
    expect(requestPermission).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Allow browser notifications' }));
    expect(requestPermission).toHaveBeenCalledOnce();
    expect((await screen.findByRole('status')).textContent).toContain(
      'Browser notifications are on.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says how to allow them again once they are blocked, with nothing to press', () => {
    stubNotifications('denied');
    render(<BrowserNotificationSettings />);
    expect(screen.getByRole('status').textContent).toContain('blocked for this site');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
