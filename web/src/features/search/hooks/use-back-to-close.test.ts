import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useBackToClose } from './use-back-to-close';

afterEach(() => {
  window.history.replaceState(null, '');
});

describe('useBackToClose', () => {
  it('gives the open view a history entry of its own, with the page URL and state kept', () => {
    window.history.replaceState({ usr: null, key: 'page', idx: 3 }, '', '/home');
    const before = window.history.length;
    const { result } = renderHook(() => useBackToClose());
    act(() => result.current.show());
    expect(result.current.open).toBe(true);
    expect(window.history.length).toBe(before + 1);
    expect(window.location.pathname).toBe('/home');
    expect(window.history.state).toMatchObject({ key: 'page', idx: 3 });
  });

  it('closes when the browser goes back, and leaves the page where it was', async () => {
    window.history.replaceState({ key: 'page' }, '', '/friend');
    const { result } = renderHook(() => useBackToClose());
    act(() => result.current.show());
    act(() => window.history.back());
    await waitFor(() => expect(result.current.open).toBe(false));
    expect(window.location.pathname).toBe('/friend');
    expect(window.history.state).toEqual({ key: 'page' });
  });

  it('closed from the view, goes back over its entry', async () => {
    window.history.replaceState({ key: 'page' }, '', '/chat');
    const { result } = renderHook(() => useBackToClose());
    act(() => result.current.show());
    act(() => result.current.close());
    expect(result.current.open).toBe(false);
    await waitFor(() => expect(window.history.state).toEqual({ key: 'page' }));
  });
});
