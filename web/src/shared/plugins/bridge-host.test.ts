import { BRIDGE_LIMITS, BRIDGE_VERSION } from '@hearth/plugin-sdk';
import type { AppEnvelope, Capability, PluginSurface } from '@hearth/plugin-sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BridgeFailure } from './bridge-failure';
import type { BridgeHandlers } from './bridge-host';
import { createBridgeHost, FLOOD_FACTOR, PING_INTERVAL_MS, UNLOAD_FACTOR } from './bridge-host';

const frame = { name: 'the frame' };

function handlers(): BridgeHandlers {
  return {
    'context.get': vi.fn(() => {
      throw new Error('not in these tests');
    }),
    'frame.resize': vi.fn(() => null),
    'frame.close': vi.fn(() => null),
    'message.get': vi.fn(() => {
      throw new Error('not in these tests');
    }),
    'members.list': vi.fn(() => []),
    'message.send': vi.fn(() => Promise.resolve({ id: 'm1' })),
    'storage.get': vi.fn(() => 'stored'),
    'storage.set': vi.fn(() => null),
    'storage.remove': vi.fn(() => null),
    'storage.keys': vi.fn(() => ['a']),
    'state.list': vi.fn(() => []),
    'state.set': vi.fn(() => null),
    'state.remove': vi.fn(() => null),
    notify: vi.fn(() => null),
    'network.log': vi.fn(() => null),
  };
}

function setup(
  options: { surface?: PluginSurface; capabilities?: Capability[]; now?: () => number } = {},
) {
  const posted: AppEnvelope[] = [];
  const onUnresponsive = vi.fn();
  const methods = handlers();
  const host = createBridgeHost({
    surface: options.surface ?? 'message',
    frameWindow: () => frame,
    capabilities: () => options.capabilities ?? ['state', 'storage', 'messages.send'],
    handlers: methods,
    post: (envelope) => posted.push(envelope),
    onUnresponsive,
    now: options.now,
  });
  const call = (id: number, method: string, params: unknown = {}) =>
    host.receive({
      source: frame,
      data: { hearth: BRIDGE_VERSION, kind: 'call', id, method, params },
    });
  return { host, posted, methods, onUnresponsive, call };
}

/** What the app posted besides its pings (a frame that talks is watched). */
const answered = (posted: AppEnvelope[]) => posted.filter((envelope) => envelope.kind !== 'ping');

/** Lets handlers' promises settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function errorOf(posted: AppEnvelope[], id: number) {
  const found = posted.find((envelope) => envelope.kind === 'result' && envelope.id === id);
  return found?.kind === 'result' && !found.ok ? found.error.code : null;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the bridge dispatcher', () => {
  it('answers a granted call with its handler’s value', async () => {
    const { posted, call, methods } = setup();
    call(1, 'storage.get', { key: 'votes' });
    await settled();
    expect(methods['storage.get']).toHaveBeenCalledWith({ key: 'votes' });
    expect(answered(posted)).toEqual([
      { hearth: BRIDGE_VERSION, kind: 'result', id: 1, ok: true, value: 'stored' },
    ]);
  });

  it('reads nothing that does not come from its own frame', async () => {
    const { host, posted, methods } = setup();
    const data = { hearth: BRIDGE_VERSION, kind: 'call', id: 1, method: 'storage.keys' };
    host.receive({ source: { name: 'another frame' }, data });
    host.receive({ source: null, data });
    host.receive({ source: window, data });
    await settled();
    expect(methods['storage.keys']).not.toHaveBeenCalled();
    expect(posted).toEqual([]);
  });

  it.each([
    ['not an object', 'hello'],
    ['another version', { hearth: 2, kind: 'call', id: 1, method: 'storage.keys' }],
    ['no id', { hearth: BRIDGE_VERSION, kind: 'call', method: 'storage.keys' }],
    ['a fractional id', { hearth: BRIDGE_VERSION, kind: 'call', id: 1.5, method: 'storage.keys' }],
    ['a method that is not text', { hearth: BRIDGE_VERSION, kind: 'call', id: 1, method: 7 }],
    ['an unknown kind', { hearth: BRIDGE_VERSION, kind: 'shout', id: 1 }],
  ])('ignores an envelope with %s', async (_name, data) => {
    const { host, posted, methods } = setup();
    host.receive({ source: frame, data });
    await settled();
    expect(methods['storage.keys']).not.toHaveBeenCalled();
    expect(posted).toEqual([]);
  });

  it('refuses an unknown method, whatever its name holds', async () => {
    const { posted, call } = setup();
    call(1, 'window.open');
    call(2, 'constructor');
    call(3, '__proto__');
    await settled();
    expect([errorOf(posted, 1), errorOf(posted, 2), errorOf(posted, 3)]).toEqual([
      'method_unknown',
      'method_unknown',
      'method_unknown',
    ]);
  });

  it('refuses a method whose capability is not granted, without running it', async () => {
    const { posted, call, methods } = setup({ capabilities: ['storage'] });
    call(1, 'state.set', { key: 'a', value: 1 });
    call(2, 'notify', { title: 'Hi' });
    call(3, 'storage.keys');
    await settled();
    expect(errorOf(posted, 1)).toBe('capability_denied');
    expect(errorOf(posted, 2)).toBe('capability_denied');
    expect(errorOf(posted, 3)).toBeNull();
    expect(methods['state.set']).not.toHaveBeenCalled();
    expect(methods.notify).not.toHaveBeenCalled();
  });

  it('reads the capabilities on every call (a revoke applies at once)', async () => {
    let granted: Capability[] = ['storage'];
    const posted: AppEnvelope[] = [];
    const host = createBridgeHost({
      surface: 'panel',
      frameWindow: () => frame,
      capabilities: () => granted,
      handlers: handlers(),
      post: (envelope) => posted.push(envelope),
      onUnresponsive: () => undefined,
    });
    const data = (id: number) => ({
      hearth: BRIDGE_VERSION,
      kind: 'call',
      id,
      method: 'storage.keys',
    });
    host.receive({ source: frame, data: data(1) });
    granted = [];
    host.receive({ source: frame, data: data(2) });
    await settled();
    expect([errorOf(posted, 1), errorOf(posted, 2)]).toEqual([null, 'capability_denied']);
  });

  it('keeps each method to its surfaces', async () => {
    const onPanel = setup({ surface: 'panel', capabilities: ['chat.read'] });
    onPanel.call(1, 'message.get');
    onPanel.call(2, 'frame.close');
    const onMessage = setup({ surface: 'message' });
    onMessage.call(3, 'frame.close');
    const onWidget = setup({ surface: 'widget' });
    onWidget.call(4, 'state.list');
    const onCommand = setup({ surface: 'command' });
    onCommand.call(5, 'frame.close');
    await settled();
    expect(errorOf(onPanel.posted, 1)).toBe('surface_unsupported');
    expect(errorOf(onPanel.posted, 2)).toBe('surface_unsupported');
    expect(errorOf(onMessage.posted, 3)).toBe('surface_unsupported');
    expect(errorOf(onWidget.posted, 4)).toBe('surface_unsupported');
    expect(onCommand.methods['frame.close']).toHaveBeenCalled();
    expect(errorOf(onCommand.posted, 5)).toBeNull();
  });

  it.each([
    ['frame.resize', { height: 'tall' }],
    ['frame.resize', []],
    ['storage.get', { key: '../secret' }],
    ['storage.set', { key: 'a' }],
    ['state.set', { key: 'a', value: 'x'.repeat(5000) }],
    ['state.set', { key: 'a', value: 1, own: 'yes' }],
    ['message.send', { type: 'vote', payload: {}, fallback: '  ' }],
    ['message.send', { type: 'Not A Type', payload: {}, fallback: 'Poll' }],
    ['message.send', { type: 'poll', payload: { big: 'x'.repeat(17_000) }, fallback: 'Poll' }],
    ['notify', { title: '' }],
    ['network.log', { url: 'http://example.com/', method: 'GET' }],
    ['network.log', { url: 'https://example.com/', method: 'GET /' }],
  ])('refuses %s with bad parameters %j', async (method, params) => {
    const { posted, call, methods } = setup({
      surface: 'message',
      capabilities: ['storage', 'state', 'messages.send', 'notifications', 'network'],
    });
    call(1, method, params);
    await settled();
    expect(errorOf(posted, 1)).toBe('bad_params');
    expect(Object.values(methods).some((handler) => vi.mocked(handler).mock.calls.length > 0)).toBe(
      false,
    );
  });

  it('passes parameters on as JSON (what the server will store)', async () => {
    const { call, methods } = setup();
    call(1, 'state.set', { key: 'when', value: { at: new Date(0), skip: undefined } });
    await settled();
    expect(methods['state.set']).toHaveBeenCalledWith({
      key: 'when',
      value: { at: '1970-01-01T00:00:00.000Z' },
      own: false,
    });
  });

  it('refuses an envelope over the size limit', async () => {
    const { posted, call, methods } = setup();
    call(1, 'storage.get', { key: 'a', filler: 'x'.repeat(BRIDGE_LIMITS.maxMessageChars) });
    await settled();
    expect(errorOf(posted, 1)).toBe('bad_params');
    expect(methods['storage.get']).not.toHaveBeenCalled();
  });

  it('answers refusals and failures of a handler, never throwing', async () => {
    const { posted, call, methods } = setup();
    vi.mocked(methods['storage.get']).mockImplementation(() => {
      throw new BridgeFailure('refused', 'The server said no.');
    });
    vi.mocked(methods['storage.keys']).mockImplementation(() => {
      throw new TypeError('a bug of ours');
    });
    vi.mocked(methods['message.send']).mockImplementation(() =>
      Promise.reject(new Error('offline')),
    );
    expect(() => {
      call(1, 'storage.get', { key: 'a' });
      call(2, 'storage.keys');
      call(3, 'message.send', { type: 'poll', payload: {}, fallback: 'Poll' });
    }).not.toThrow();
    await settled();
    expect(posted).toContainEqual({
      hearth: BRIDGE_VERSION,
      kind: 'result',
      id: 1,
      ok: false,
      error: { code: 'refused', message: 'The server said no.' },
    });
    expect([errorOf(posted, 2), errorOf(posted, 3)]).toEqual(['failed', 'failed']);
  });

  it('answers the rate limit past callsPerSecond, then drops the flood, then recovers', async () => {
    let time = 1000;
    const { posted, call, methods } = setup({ now: () => time });
    const limit = BRIDGE_LIMITS.callsPerSecond;
    for (let id = 1; id <= limit * FLOOD_FACTOR + 50; id += 1) call(id, 'storage.keys');
    await settled();
    expect(methods['storage.keys']).toHaveBeenCalledTimes(limit);
    expect(errorOf(posted, limit + 1)).toBe('rate_limited');
    expect(errorOf(posted, limit * FLOOD_FACTOR)).toBe('rate_limited');
    // Far over the limit nothing is answered: answering a flood would pass it on.
    expect(answered(posted)).toHaveLength(limit * FLOOD_FACTOR);
    time += 1000;
    call(1000, 'storage.keys');
    await settled();
    expect(methods['storage.keys']).toHaveBeenCalledTimes(limit + 1);
  });

  it('unloads a frame that floods far past the limit, and reads nothing more from it', async () => {
    const { posted, call, methods, onUnresponsive } = setup({ now: () => 1000 });
    const limit = BRIDGE_LIMITS.callsPerSecond;
    for (let id = 1; id <= limit * UNLOAD_FACTOR; id += 1) call(id, 'storage.keys');
    await settled();
    expect(onUnresponsive).not.toHaveBeenCalled();
    call(limit * UNLOAD_FACTOR + 1, 'storage.keys');
    expect(onUnresponsive).toHaveBeenCalledTimes(1);
    const answers = answered(posted).length;
    call(limit * UNLOAD_FACTOR + 2, 'storage.keys');
    await settled();
    expect(onUnresponsive).toHaveBeenCalledTimes(1);
    expect(answered(posted)).toHaveLength(answers);
    expect(methods['storage.keys']).toHaveBeenCalledTimes(limit);
  });

  it('sends events, and nothing once disposed', async () => {
    const { host, posted, call, methods } = setup();
    host.emit('state.changed', []);
    expect(posted).toEqual([
      { hearth: BRIDGE_VERSION, kind: 'event', name: 'state.changed', data: [] },
    ]);
    call(1, 'message.send', { type: 'poll', payload: {}, fallback: 'Poll' });
    host.dispose();
    await settled();
    host.emit('state.changed', []);
    expect(methods['message.send']).toHaveBeenCalledTimes(1);
    expect(answered(posted)).toHaveLength(1);
  });

  it('survives a frame that is gone when it answers', async () => {
    const host = createBridgeHost({
      surface: 'panel',
      frameWindow: () => frame,
      capabilities: () => ['storage'],
      handlers: handlers(),
      post: () => {
        throw new Error('no window');
      },
      onUnresponsive: () => undefined,
    });
    expect(() =>
      host.receive({
        source: frame,
        data: { hearth: BRIDGE_VERSION, kind: 'call', id: 1, method: 'storage.keys' },
      }),
    ).not.toThrow();
    await settled();
  });
});

describe('the watchdog', () => {
  function pings(posted: AppEnvelope[]) {
    return posted.flatMap((envelope) => (envelope.kind === 'ping' ? [envelope.id] : []));
  }

  it('keeps a frame that answers its pings', () => {
    vi.useFakeTimers();
    const { host, posted, onUnresponsive } = setup();
    host.startWatchdog();
    for (let round = 0; round < 10; round += 1) {
      const id = pings(posted).at(-1);
      host.receive({ source: frame, data: { hearth: BRIDGE_VERSION, kind: 'pong', id } });
      vi.advanceTimersByTime(PING_INTERVAL_MS);
    }
    expect(onUnresponsive).not.toHaveBeenCalled();
    expect(pings(posted).length).toBeGreaterThanOrEqual(10);
  });

  it('unloads a frame that does not answer within pingTimeoutMs, once', () => {
    vi.useFakeTimers();
    const { host, onUnresponsive } = setup();
    host.startWatchdog();
    vi.advanceTimersByTime(BRIDGE_LIMITS.pingTimeoutMs - 1);
    expect(onUnresponsive).not.toHaveBeenCalled();
    vi.advanceTimersByTime(PING_INTERVAL_MS + 1);
    expect(onUnresponsive).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(PING_INTERVAL_MS * 10);
    expect(onUnresponsive).toHaveBeenCalledTimes(1);
  });

  it('starts by itself once the frame talks, loaded or not', () => {
    vi.useFakeTimers();
    const { call, onUnresponsive } = setup();
    call(1, 'storage.keys');
    vi.advanceTimersByTime(BRIDGE_LIMITS.pingTimeoutMs + PING_INTERVAL_MS);
    expect(onUnresponsive).toHaveBeenCalledTimes(1);
    // Once given up on, it stays given up on, whatever the frame says later.
    call(2, 'storage.keys');
    vi.advanceTimersByTime((BRIDGE_LIMITS.pingTimeoutMs + PING_INTERVAL_MS) * 2);
    expect(onUnresponsive).toHaveBeenCalledTimes(1);
  });

  it('does not count a pong from elsewhere, or for another ping', () => {
    vi.useFakeTimers();
    const { host, posted, onUnresponsive } = setup();
    host.startWatchdog();
    const id = pings(posted)[0];
    host.receive({ source: { other: true }, data: { hearth: BRIDGE_VERSION, kind: 'pong', id } });
    host.receive({ source: frame, data: { hearth: BRIDGE_VERSION, kind: 'pong', id: 999 } });
    vi.advanceTimersByTime(BRIDGE_LIMITS.pingTimeoutMs + PING_INTERVAL_MS);
    expect(onUnresponsive).toHaveBeenCalledTimes(1);
  });

  it('does not blame the frame when the app itself was asleep', () => {
    vi.useFakeTimers();
    let time = 0;
    const { host, posted, onUnresponsive } = setup({ now: () => time });
    host.startWatchdog();
    // The machine sleeps: the next tick comes a minute late.
    time = 60_000;
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(onUnresponsive).not.toHaveBeenCalled();
    expect(pings(posted)).toHaveLength(2);
  });

  it('stops pinging once disposed', () => {
    vi.useFakeTimers();
    const { host, posted, onUnresponsive } = setup();
    host.startWatchdog();
    host.dispose();
    vi.advanceTimersByTime(BRIDGE_LIMITS.pingTimeoutMs * 3);
    expect(onUnresponsive).not.toHaveBeenCalled();
    expect(pings(posted)).toHaveLength(1);
  });
});
