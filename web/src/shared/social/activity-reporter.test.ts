import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePb } from '@/testing/fake-pb';
import { startActivityReporting } from './activity-reporter';
import { IDLE_AFTER_MS } from './idle-tracker';

vi.mock('@/shared/lib/load-pb', async () => (await import('@/testing/fake-pb')).fakeLoadPb);

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The bodies of the activity reports sent so far. */
function reports(): unknown[] {
  return fakePb.pb.send.mock.calls
    .filter(([path]) => path === '/api/hearth/presence/activity')
    .map(([, options]) => (options as { body?: unknown }).body); // note: send's options are SendOptions.
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  fakePb.reset();
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => vi.useRealTimers());

describe('startActivityReporting', () => {
  it('reports idle after 5 minutes without input, and active on input', async () => {
    const stop = startActivityReporting();
    await vi.advanceTimersByTimeAsync(IDLE_AFTER_MS);
    expect(reports()).toEqual([{ clientId: 'client-1', idle: true }]);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    await settle();
    expect(reports()).toEqual([
      { clientId: 'client-1', idle: true },
      { clientId: 'client-1', idle: false },
    ]);
    stop();
  });

  it('reports idle after 5 minutes hidden, and active when shown', async () => {
    const stop = startActivityReporting();
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(IDLE_AFTER_MS);
    setVisibility('visible');
    await settle();
    expect(reports()).toEqual([
      { clientId: 'client-1', idle: true },
      { clientId: 'client-1', idle: false },
    ]);
    stop();
  });

  it('says nothing without a realtime connection', async () => {
    fakePb.pb.realtime.isConnected = false;
    fakePb.pb.realtime.clientId = '';
    const stop = startActivityReporting();
    await vi.advanceTimersByTimeAsync(IDLE_AFTER_MS);
    expect(reports()).toEqual([]);
    stop();
  });

  it('repeats idle for a new connection (a new client id)', async () => {
    const stop = startActivityReporting();
    await vi.advanceTimersByTimeAsync(IDLE_AFTER_MS);
    fakePb.pb.realtime.clientId = 'client-2';
    fakePb.emit('PB_CONNECT', { clientId: 'client-2' });
    await settle();
    expect(reports()).toEqual([
      { clientId: 'client-1', idle: true },
      { clientId: 'client-2', idle: true },
    ]);
    stop();
  });

  it('stops listening for input when stopped', async () => {
    startActivityReporting()();
    await vi.advanceTimersByTimeAsync(IDLE_AFTER_MS * 2);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    await settle();
    expect(reports()).toEqual([]);
  });
});
