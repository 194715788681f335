import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePb } from '@/testing/fake-pb';
import { loadEnglish } from '@/testing/i18n';
import { PeopleSearchView } from './people-search-view';

vi.mock('@/shared/lib/load-pb', async () => (await import('@/testing/fake-pb')).fakeLoadPb);

const person = (id: string, nickname: string, relationship = 'none') => ({
  id,
  collectionId: '_pb_users_auth_',
  collectionName: 'users',
  nickname,
  avatar: '',
  relationship,
});

beforeAll(loadEnglish);
beforeEach(() => fakePb.reset());

// A slow machine may take a while to debounce, answer and render.
const SLOW = { timeout: 5000 };

let outerKeys: string[] = [];
const recordKey = (event: KeyboardEvent) => outerKeys.push(event.key);
beforeEach(() => {
  outerKeys = [];
  document.body.addEventListener('keydown', recordKey);
});
afterEach(() => document.body.removeEventListener('keydown', recordKey));

function renderView() {
  const onSelect = vi.fn();
  const onClose = vi.fn();
  render(<PeopleSearchView onSelect={onSelect} onClose={onClose} />);
  return { onSelect, onClose, box: screen.getByRole('combobox', { name: 'Search people' }) };
}

describe('PeopleSearchView', () => {
  it('says what it finds before anything is typed, and has a way back', async () => {
    const { onClose } = renderView();
    expect(screen.getByRole('status').textContent).toContain('Search by nickname');
    await userEvent.click(screen.getByRole('button', { name: 'Close search' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('lists the people found in the view itself; arrows and Enter open one', async () => {
    fakePb.pb.send.mockResolvedValue({
      items: [person('ann', 'Ann', 'friends'), person('anna', 'Anna')],
    });
    const { box, onSelect } = renderView();
    const user = userEvent.setup();
    await user.type(box, 'an');
    const list = await screen.findByRole('listbox', { name: 'Search people' }, SLOW);
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['AnnFriend', 'Anna']);
    // In the view's own flow, not in a popup laid over it.
    expect(list.closest('.MuiPopper-root')).toBeNull();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'anna' }));
  });

  it('says so when nobody matches', async () => {
    fakePb.pb.send.mockResolvedValue({ items: [] });
    const { box } = renderView();
    await userEvent.type(box, 'zz');
    expect(await screen.findByText('Nobody by that name yet', {}, SLOW)).toBeDefined();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('leaves Escape to the view around it, even with people listed', async () => {
    fakePb.pb.send.mockResolvedValue({ items: [person('ann', 'Ann')] });
    const { box } = renderView();
    await userEvent.type(box, 'an');
    await screen.findByRole('option', { name: /Ann/ }, SLOW);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(outerKeys).toContain('Escape');
  });
});
