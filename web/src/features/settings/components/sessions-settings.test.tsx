import { SESSION_ROUTES, STORAGE_KEYS } from '@hearth/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/shared/ui/notify';
import { fakeLoadPb, fakePb } from '@/testing/fake-pb';
import { loadEnglish } from '@/testing/i18n';
import { userRecord } from '@/testing/records';
import { networkError } from '@/testing/sdk-errors';
import { fakeToken } from '@/testing/tokens';
import type { SessionRecord } from '../api/sessions-api';
import { SessionsSettings } from './sessions-settings';

vi.mock('@/shared/lib/load-pb', () => fakeLoadPb);

const MINUTE_MS = 60_000;
const pbDate = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().replace('T', ' ');

function session(id: string, fields: Partial<SessionRecord> = {}): SessionRecord {
  return {
    id,
    browser: 'Firefox 132',
    os: 'Ubuntu',
    deviceType: 'desktop',
    ip: '203.0.113.7',
    place: '',
    lastActive: pbDate(5 * MINUTE_MS),
    created: '2026-11-20 09:30:00.000Z',
    ...fields,
  };
}

const CURRENT = session('sess-a', {
  browser: 'Chrome 131',
  os: 'Windows 10',
  place: 'Lisbon, Portugal',
  lastActive: pbDate(2 * 60 * MINUTE_MS),
});
const PHONE = session('sess-b', {
  browser: 'Safari 18',
  os: 'iOS 18',
  deviceType: 'mobile',
  lastActive: pbDate(3 * MINUTE_MS),
});
const OLD = session('sess-c', { lastActive: pbDate(3 * 24 * 60 * MINUTE_MS), ip: '', place: '' });

function signInAs(sid: string): void {
  const token = fakeToken({ id: 'user1', sid, exp: Math.floor(Date.now() / 1000) + 3600 });
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ token, record: userRecord() }));
}

const text = (element: Element | undefined) => element?.textContent ?? '';
const sessions = () => fakePb.pb.collection('sessions');
const rows = () =>
  within(screen.getByRole('list', { name: 'Signed-in devices' })).getAllByRole('listitem');

function row(index: number): HTMLElement {
  const found = rows()[index];
  if (!found) throw new Error(`no row ${index}`);
  return found;
}

async function showList(items: SessionRecord[]) {
  sessions().items = items.map((item) => ({ ...item }));
  render(<SessionsSettings />);
  await screen.findByRole('list', { name: 'Signed-in devices' });
}

beforeAll(loadEnglish);
beforeEach(() => {
  fakePb.reset();
  signInAs('sess-a');
});

describe('SessionsSettings', () => {
  it('lists this device first, then the others by last activity, in words', async () => {
    await showList([OLD, PHONE, CURRENT]);
    const [first, second, third] = [row(0), row(1), row(2)];
    expect(rows()).toHaveLength(3);
    expect(text(first)).toContain('Chrome 131 on Windows 10');
    expect(text(first)).toContain('This device');
    expect(text(first)).toContain('Lisbon, Portugal · 203.0.113.7');
    expect(text(first)).toContain('Active now');
    expect(within(first).getByTitle('Computer')).toBeTruthy();
    expect(within(first).queryByRole('button')).toBeNull();
    expect(text(second)).toContain('Safari 18 on iOS 18');
    expect(text(second)).toContain('203.0.113.7');
    expect(text(second)).toContain('Active 3 minutes ago');
    expect(text(second)).not.toContain('This device');
    expect(within(second).getByTitle('Phone')).toBeTruthy();
    expect(text(third)).toContain('Unknown location');
    expect(text(third)).toContain('Active 3 days ago');
    expect(text(third)).toMatch(/Signed in Nov 20, 2026/);
  });

  it('signs one other device out and says so', async () => {
    const success = vi.spyOn(notify, 'success');
    await showList([CURRENT, PHONE, OLD]);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Sign out Safari 18 on iOS 18' }));
    expect(sessions().delete).toHaveBeenCalledWith('sess-b', expect.anything());
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByText('Safari 18 on iOS 18')).toBeNull();
    expect(success).toHaveBeenCalledWith('Safari 18 on iOS 18 has been signed out.');
  });

  it('signs out all other devices only once confirmed', async () => {
    const success = vi.spyOn(notify, 'success');
    fakePb.pb.send.mockResolvedValue({ ended: 2 });
    await showList([CURRENT, PHONE, OLD]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign out all other devices' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out all other devices?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fakePb.pb.send).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Sign out all other devices' }));
    sessions().items = [{ ...CURRENT }];
    await user.click(screen.getByRole('button', { name: 'Sign out others' }));
    expect(fakePb.pb.send).toHaveBeenCalledWith(
      SESSION_ROUTES.endOthers,
      expect.objectContaining({ method: 'POST' }),
    );
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('2 other devices have been signed out.'),
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('You are not signed in on any other device.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).toBeNull();
  });

  it('follows sign-ins and sign-outs of other devices live', async () => {
    await showList([CURRENT]);
    await waitFor(() => expect(sessions().subscribe).toHaveBeenCalled());
    fakePb.emit('sessions/*', { action: 'create', record: PHONE });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(text(rows()[1])).toContain('Safari 18 on iOS 18');
    fakePb.emit('sessions/*', { action: 'delete', record: PHONE });
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('shows a failure with a retry, and an empty list', async () => {
    sessions().getFullList.mockRejectedValueOnce(networkError());
    render(<SessionsSettings />);
    const alert = await screen.findByRole('alert');
    expect(text(alert)).toContain('Your devices could not be loaded.');
    sessions().items = [];
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No signed-in devices were found.')).toBeTruthy();
  });
  it('loads the list again for a new session of this device (signed in again)', async () => {
    await showList([CURRENT, PHONE]);
    expect(sessions().getFullList).toHaveBeenCalledTimes(1);
    const renewed = session('sess-new', { browser: 'Chrome 131', os: 'Windows 10' });
    sessions().items = [{ ...renewed }];
    signInAs('sess-new');
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.session }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(text(row(0))).toContain('This device');
    expect(sessions().getFullList).toHaveBeenCalledTimes(2);
  });
});
