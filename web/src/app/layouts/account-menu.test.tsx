import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '@/testing/i18n';
import { AccountMenu } from './account-menu';

beforeAll(loadEnglish);

const user = {
  id: 'user1',
  nickname: 'Ann',
  email: 'ann@example.com',
  avatarUrl: '/avatar.svg',
  backgroundUrl: '/background.svg',
};

function renderMenu() {
  const onGo = vi.fn();
  const onLogOut = vi.fn();
  render(
    <AccountMenu
      user={user}
      anchor={document.body}
      onClose={vi.fn()}
      onGo={onGo}
      onLogOut={onLogOut}
    />,
  );
  return { onGo, onLogOut };
}

describe('the account menu', () => {
  it('has one entry per place, each named for what it opens', () => {
    renderMenu();
    const names = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(names).toEqual([
      'Annann@example.comOpen your personal area',
      'Edit profile',
      'Settings',
      'Log out',
    ]);
  });

  it('opens the personal area from its head, and each page from its entry', async () => {
    const { onGo, onLogOut } = renderMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: /Open your personal area/ }));
    expect(onGo).toHaveBeenLastCalledWith('/me');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit profile' }));
    expect(onGo).toHaveBeenLastCalledWith('/me/profile');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(onGo).toHaveBeenLastCalledWith('/me/setting');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(onLogOut).toHaveBeenCalled();
  });
});
