import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePb } from '@/testing/fake-pb';
import { loadEnglish } from '@/testing/i18n';
import { UserSearch } from './user-search';

vi.mock('@/shared/lib/load-pb', async () => (await import('@/testing/fake-pb')).fakeLoadPb);

const ann = {
  id: 'ann',
  collectionId: '_pb_users_auth_',
  collectionName: 'users',
  nickname: 'Ann',
  avatar: '',
  relationship: 'friends',
};

beforeAll(loadEnglish);
beforeEach(() => {
  fakePb.reset();
  fakePb.pb.send.mockResolvedValue({ items: [ann] });
});

describe('UserSearch', () => {
  it('waits for 2 characters, then asks the people search route', async () => {
    const onSelect = vi.fn();
    render(<UserSearch onSelect={onSelect} />);
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Search people' });
    await user.type(box, 'a');
    expect(await screen.findByText('Type at least 2 characters')).toBeDefined();
    expect(fakePb.pb.send).not.toHaveBeenCalled();
    await user.type(box, 'n');
    const option = await screen.findByRole('option', { name: /Ann/ });
    expect(option.textContent).toContain('Friend');
    expect(fakePb.pb.send).toHaveBeenCalledWith(
      '/api/hearth/people/search',
      expect.objectContaining({ query: { q: 'an' } }),
    );
    await user.click(option);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'ann' }));
  });
});
