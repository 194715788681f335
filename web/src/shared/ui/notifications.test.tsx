import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_SETTINGS } from './notification-settings';
import { CONTAINER_PROPS, Notifications, TRANSITION_CSS } from './notifications';
import { notify } from './notify';

describe('notification settings (spec section 9)', () => {
  it('are the spec constants', () => {
    expect(NOTIFICATION_SETTINGS).toMatchObject({
      position: 'top-center',
      limit: 3,
      autoCloseMs: 3000,
      pauseOnHover: false,
      draggable: false,
      pauseOnFocusLoss: true,
      transition: { durationMs: 1000, easing: 'ease-in-out' },
    });
  });

  it('reach the container', () => {
    expect(CONTAINER_PROPS).toMatchObject({
      position: 'top-center',
      limit: 3,
      autoClose: 3000,
      pauseOnHover: false,
      pauseOnFocusLoss: true,
      draggable: false,
    });
  });

  it('animate in and out over 1000 ms, ease-in-out', () => {
    expect(TRANSITION_CSS).toContain(
      '.hearth-toast-enter{animation:hearth-toast-in 1000ms ease-in-out both}',
    );
    expect(TRANSITION_CSS).toContain(
      '.hearth-toast-exit{animation:hearth-toast-out 1000ms ease-in-out both}',
    );
  });
});

describe('notify', () => {
  it('shows at most three at once, queues the rest and drops duplicates', async () => {
    notify.info('raised before the area exists');
    render(<Notifications mode="light" />);
    await act(async () => {
      notify.info('second');
      notify.info('third');
      notify.info('fourth');
      notify.info('third');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const shown = screen.getAllByRole('status').map((node) => node.textContent);
    expect(shown).toEqual(['raised before the area exists', 'second', 'third']);
    expect(screen.queryByText('fourth')).toBeNull();
  });
});
