import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePb } from '@/testing/fake-pb';
import { loadEnglish } from '@/testing/i18n';
import { signIn } from '@/testing/session';
import { ACTIVITY_PAGE_SIZE } from '../lib/plugin-activity-api';
import { activityRecord, givenActivity, me } from '../testing/plugin-fixtures';
import { ActivityLogList } from './activity-log';

vi.mock('@/shared/lib/load-pb', async () => (await import('@/testing/fake-pb')).fakeLoadPb);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

beforeAll(loadEnglish);
beforeEach(() => {
  fakePb.reset();
  signIn(me);
});

function renderLog() {
  render(<ActivityLogList plugin="plg1" label="Activity of Poll" />);
  return userEvent.setup();
}

describe('ActivityLogList', () => {
  it('lists what the plugin did in words, with its detail and when, newest first', async () => {
    const getList = givenActivity([
      activityRecord('a1', 'plg1', { action: 'sent', detail: 'poll', created: minutesAgo(5) }),
      activityRecord('a2', 'plg1', {
        action: 'fetched',
        detail: 'GET https://api.example.com/x',
        created: minutesAgo(120),
      }),
    ]);
    renderLog();
    const list = await screen.findByRole('list', { name: 'Activity of Poll' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Sent a messagepoll5 minutes ago',
      'Connected to a siteGET https://api.example.com/x2 hours ago',
    ]);
    expect(getList).toHaveBeenCalledWith(
      1,
      ACTIVITY_PAGE_SIZE,
      expect.objectContaining({ filter: 'plugin = "plg1"', sort: '-created,-id' }),
    );
  });

  it('says so when there is nothing yet', async () => {
    givenActivity([]);
    renderLog();
    expect(await screen.findByText('Nothing yet.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
  });

  it('loads older entries a page at a time', async () => {
    const items = Array.from({ length: ACTIVITY_PAGE_SIZE + 3 }, (_, index) =>
      activityRecord(`a${index}`, 'plg1', { action: 'stored', created: minutesAgo(index + 1) }),
    );
    const getList = givenActivity(items);
    const user = renderLog();
    const list = await screen.findByRole('list', { name: 'Activity of Poll' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(ACTIVITY_PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await within(list).findAllByRole('listitem')).toHaveLength(ACTIVITY_PAGE_SIZE + 3);
    expect(getList).toHaveBeenLastCalledWith(2, ACTIVITY_PAGE_SIZE, expect.anything());
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
  });

  it('offers to try again when a page fails to load', async () => {
    const getList = givenActivity([activityRecord('a1', 'plg1', { action: 'read' })]);
    getList.mockRejectedValueOnce(new Error('offline'));
    const user = renderLog();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list', { name: 'Activity of Poll' });
    expect(within(list).getByText("Read a chat's message and members")).toBeDefined();
  });
});
