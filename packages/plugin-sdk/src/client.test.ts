// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HearthPlugin } from './client.js';
import { applyTheme, connect, createPlugin, PluginError } from './client.js';
import type { PluginContext, StateEntry } from './protocol.js';
import { BRIDGE_LIMITS, BRIDGE_VERSION } from './protocol.js';
import { FakeApp } from './testing/fake-app.js';

const CONTEXT: PluginContext = {
  pluginId: 'poll',
  surface: 'message',
  locale: 'en',
  theme: { mode: 'light', primary: '#c2410c', background: '#ffffff', text: '#1c1f26' },
  granted: ['chat.read', 'state'],
  chatId: 'chat1',
  messageId: 'message1',
};

const entry = (key: string, value: unknown): StateEntry => ({
  key,
  value,
  owner: '',
  mine: false,
  updatedBy: 'user1',
  updated: '2026-01-01 00:00:00.000Z',
});

/** Lets the promise callbacks that are already due run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

let app: FakeApp;
let plugin: HearthPlugin;

beforeEach(() => {
  app = new FakeApp();
  plugin = createPlugin(app.host, { autoResize: false });
});

afterEach(() => {
  plugin.disconnect();
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('calls', () => {
  it('sends a call envelope and resolves with the answer', async () => {
    vi.useFakeTimers();
    app.answer('context.get', () => CONTEXT);
    await expect(plugin.context()).resolves.toEqual(CONTEXT);
    expect(app.calls).toEqual([{ id: 1, method: 'context.get', params: {} }]);
    expect(vi.getTimerCount()).toBe(0); // the answer ended the call's timeout
  });

  it('rejects with a PluginError carrying the code of the refusal', async () => {
    app.answer('message.send', () => {
      throw { code: 'capability_denied', message: 'messages.send is not granted' };
    });
    const sent = plugin.send({ type: 'poll', payload: { question: 'Lunch?' }, fallback: 'Lunch?' });
    await expect(sent).rejects.toBeInstanceOf(PluginError);
    await expect(sent).rejects.toMatchObject({
      code: 'capability_denied',
      message: 'messages.send is not granted',
    });
    expect(app.callsOf('message.send')[0]?.params).toEqual({
      type: 'poll',
      payload: { question: 'Lunch?' },
      fallback: 'Lunch?',
    });
  });

  it('turns an error code it does not know into failed', async () => {
    app.answer('members.list', () => {
      throw { code: 'something_new', message: 'no' };
    });
    await expect(plugin.members()).rejects.toMatchObject({ code: 'failed', message: 'no' });
  });

  it('passes each method its parameters', async () => {
    for (const method of ['storage.set', 'storage.remove', 'state.set', 'state.remove', 'notify']) {
      app.answer(method, () => null);
    }
    app.answer('storage.get', () => 42).answer('storage.keys', () => ['a']);
    await plugin.storage.set('score', 42);
    await expect(plugin.storage.get('score')).resolves.toBe(42);
    await expect(plugin.storage.keys()).resolves.toEqual(['a']);
    await plugin.storage.remove('score');
    await plugin.state.set('vote', 1, { own: true });
    await plugin.state.remove('vote', { own: true });
    await plugin.state.set('item:1', { text: 'Tea' });
    await plugin.notify('Done');
    await plugin.notify('Done', 'All ticked');
    expect(app.calls.map(({ method, params }) => [method, params])).toEqual([
      ['storage.set', { key: 'score', value: 42 }],
      ['storage.get', { key: 'score' }],
      ['storage.keys', {}],
      ['storage.remove', { key: 'score' }],
      ['state.set', { key: 'vote', value: 1, own: true }],
      ['state.remove', { key: 'vote', own: true }],
      ['state.set', { key: 'item:1', value: { text: 'Tea' } }],
      ['notify', { title: 'Done' }],
      ['notify', { title: 'Done', body: 'All ticked' }],
    ]);
  });

  it('asks for the context once and keeps it up to date from context.changed', async () => {
    app.answer('context.get', () => CONTEXT);
    const seen: PluginContext[] = [];
    plugin.onContextChange((context) => seen.push(context));
    await plugin.context();
    await plugin.context();
    const dark = { ...CONTEXT, theme: { ...CONTEXT.theme, mode: 'dark' as const } };
    app.emit('context.changed', dark);
    await expect(plugin.context()).resolves.toEqual(dark);
    expect(seen).toEqual([dark]);
    expect(app.callsOf('context.get')).toHaveLength(1);
  });

  it('asks for the context again after a failed ask', async () => {
    app.answer('context.get', () => {
      throw { code: 'refused', message: 'not yet' };
    });
    await expect(plugin.context()).rejects.toMatchObject({ code: 'refused' });
    app.answer('context.get', () => CONTEXT);
    await expect(plugin.context()).resolves.toEqual(CONTEXT);
  });

  it('refuses parameters that are not JSON or too long, without posting them', async () => {
    await expect(
      plugin.send({ type: 'poll', payload: { big: 1n }, fallback: 'x' }),
    ).rejects.toMatchObject({ code: 'bad_params' });
    const long = 'x'.repeat(BRIDGE_LIMITS.maxMessageChars);
    await expect(plugin.storage.set('long', long)).rejects.toMatchObject({ code: 'bad_params' });
    expect(app.calls).toEqual([]);
  });

  it('sends values as JSON makes them', async () => {
    app.answer('state.set', () => null);
    await plugin.state.set('when', { at: new Date(Date.UTC(2026, 0, 2)), gone: undefined });
    expect(app.callsOf('state.set')[0]?.params).toEqual({
      key: 'when',
      value: { at: '2026-01-02T00:00:00.000Z' },
    });
  });

  it('fails a call the app does not answer in time, and ignores a late answer', async () => {
    vi.useFakeTimers();
    plugin.disconnect();
    plugin = createPlugin(app.host, { autoResize: false, callTimeoutMs: 2000 });
    const members = plugin.members();
    const outcome = members.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1999);
    app.answer('members.list', () => []);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ code: 'failed', message: expect.stringMatching(/2 s/) });
    app.result(1, [{ id: 'late' }]);
    await expect(plugin.members()).resolves.toEqual([]);
  });

  it('sends again, a second later, a call the app refused as rate limited', async () => {
    vi.useFakeTimers();
    let refusals = 2;
    app.answer('storage.keys', () => {
      if (refusals-- > 0) throw { code: 'rate_limited', message: 'slow down' };
      return ['a'];
    });
    const keys = plugin.storage.keys();
    await vi.advanceTimersByTimeAsync(999);
    expect(app.callsOf('storage.keys')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1001);
    await expect(keys).resolves.toEqual(['a']);
    expect(app.callsOf('storage.keys')).toHaveLength(3);
  });

  it('gives up on rate limits after two more tries', async () => {
    vi.useFakeTimers();
    app.answer('storage.keys', () => {
      throw { code: 'rate_limited', message: 'slow down' };
    });
    const outcome = plugin.storage.keys().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await outcome).toMatchObject({ code: 'rate_limited' });
    expect(app.callsOf('storage.keys')).toHaveLength(3);
  });

  it('spaces a burst of calls out below the rate the app allows', async () => {
    vi.useFakeTimers();
    app.answer('state.set', () => null);
    const burst = Array.from({ length: 60 }, (_, index) =>
      plugin.state.set(`item:${index}`, index),
    );
    expect(app.calls.length).toBeLessThanOrEqual(BRIDGE_LIMITS.callsPerSecond);
    expect(app.calls.length).toBeGreaterThan(0);
    const first = app.calls.length;
    await vi.advanceTimersByTimeAsync(999);
    expect(app.calls).toHaveLength(first);
    await vi.advanceTimersByTimeAsync(1);
    expect(app.calls).toHaveLength(first * 2);
    await vi.advanceTimersByTimeAsync(2000);
    await Promise.all(burst);
    expect(app.calls.map((call) => call.params)).toEqual(
      Array.from({ length: 60 }, (_, index) => ({ key: `item:${index}`, value: index })),
    );
  });
});

describe('what the frame listens to', () => {
  it('answers every ping with a pong of the same id', () => {
    app.ping(7);
    app.ping(0);
    expect(app.pongs).toEqual([7, 0]);
  });

  it('ignores envelopes from any window but the app, and malformed ones', async () => {
    const members = plugin.members();
    const stranger = new FakeApp();
    const answer = { hearth: BRIDGE_VERSION, kind: 'result', id: 1, ok: true, value: ['forged'] };
    app.post(answer, stranger.window);
    app.post(answer, window);
    app.post(answer, null);
    app.post({ ...answer, hearth: 2 });
    app.post({ ...answer, id: '1' });
    app.post({ ...answer, ok: 'yes' });
    app.post({ hearth: BRIDGE_VERSION, kind: 'result', id: 1, ok: false, error: 'no' });
    app.post({ hearth: BRIDGE_VERSION, kind: 'ping', id: -1 });
    app.post({ hearth: BRIDGE_VERSION, kind: 'event', name: 'state.changed', data: 'nope' });
    app.post({ hearth: BRIDGE_VERSION, kind: 'event', name: 'unknown', data: [] });
    app.post('ping');
    app.post(null);
    stranger.ping(3);
    expect(app.pongs).toEqual([]);
    app.result(1, ['real']);
    await expect(members).resolves.toEqual(['real']);
  });

  it('hands state.changed to subscribers until they unsubscribe', () => {
    const first: StateEntry[][] = [];
    const second: StateEntry[][] = [];
    const stop = plugin.state.subscribe((entries) => first.push(entries));
    plugin.state.subscribe((entries) => second.push(entries));
    app.emit('state.changed', [entry('vote', 1)]);
    stop();
    app.emit('state.changed', []);
    expect(first).toEqual([[entry('vote', 1)]]);
    expect(second).toEqual([[entry('vote', 1)], []]);
  });

  it('still tells the other listeners when one throws', () => {
    vi.useFakeTimers();
    const seen: StateEntry[][] = [];
    plugin.state.subscribe(() => {
      throw new Error('a bug in the plugin');
    });
    plugin.state.subscribe((entries) => seen.push(entries));
    app.emit('state.changed', []);
    expect(seen).toEqual([[]]);
    expect(() => vi.runAllTimers()).toThrow('a bug in the plugin');
  });

  it('watch gives the current entries, then every change', async () => {
    app.answer('state.list', () => [entry('vote', 0)]);
    const seen: StateEntry[][] = [];
    plugin.state.watch((entries) => seen.push(entries));
    await settled();
    app.emit('state.changed', [entry('vote', 1)]);
    expect(seen).toEqual([[entry('vote', 0)], [entry('vote', 1)]]);
  });

  it('watch drops the listed entries when a change arrived before them', async () => {
    const seen: StateEntry[][] = [];
    plugin.state.watch((entries) => seen.push(entries));
    app.emit('state.changed', [entry('vote', 1)]);
    app.result(app.callsOf('state.list')[0]?.id ?? 0, [entry('vote', 0)]);
    await settled();
    expect(seen).toEqual([[entry('vote', 1)]]);
  });

  it('watch shows a write of the page at once, until the app sends state with it', async () => {
    app.answer('state.list', () => [
      { ...entry('vote', 0), owner: 'ann' },
      { ...entry('vote', 1), owner: 'me', mine: true },
      entry('note', 'hi'),
    ]);
    const seen: StateEntry[][] = [];
    plugin.state.watch((entries) => seen.push(entries));
    await settled();
    app.answer('state.set', () => null);
    const voted = plugin.state.set('vote', 2, { own: true });
    const shown = seen.at(-1) ?? [];
    expect(shown.map((e) => [e.key, e.value, e.mine])).toEqual([
      ['vote', 0, false],
      ['note', 'hi', false],
      ['vote', 2, true],
    ]);
    await voted;
    app.emit('state.changed', [{ ...entry('vote', 2), mine: true }]);
    expect(seen.at(-1)).toEqual([{ ...entry('vote', 2), mine: true }]);
  });

  it('watch undoes a write the app refuses', async () => {
    app.answer('state.list', () => [entry('item:1', { text: 'Tea', done: false })]);
    const seen: StateEntry[][] = [];
    plugin.state.watch((entries) => seen.push(entries));
    await settled();
    app.answer('state.remove', () => {
      throw { code: 'capability_denied', message: 'state is not granted' };
    });
    await expect(plugin.state.remove('item:1')).rejects.toMatchObject({
      code: 'capability_denied',
    });
    expect(seen.map((entries) => entries.length)).toEqual([1, 0, 1]);
  });

  it('watch keeps a stored write over state sent before it was stored', async () => {
    app.answer('state.list', () => []);
    const seen: StateEntry[][] = [];
    plugin.state.watch((entries) => seen.push(entries));
    await settled();
    const written = plugin.state.set('item:1', { text: 'Tea' });
    app.emit('state.changed', [entry('item:0', 'older')]);
    expect(seen.at(-1)?.map((e) => e.key)).toEqual(['item:0', 'item:1']);
    app.result(app.callsOf('state.set')[0]?.id ?? 0, null);
    await written;
    expect(seen.at(-1)?.map((e) => e.key)).toEqual(['item:0', 'item:1']);
    app.emit('state.changed', [entry('item:0', 'older'), entry('item:1', { text: 'Tea' })]);
    expect(seen.at(-1)).toEqual([entry('item:0', 'older'), entry('item:1', { text: 'Tea' })]);
  });

  it('a second watcher starts from what the first one sees', async () => {
    app.answer('state.list', () => [entry('vote', 1)]);
    plugin.state.watch(() => {});
    await settled();
    const seen: StateEntry[][] = [];
    plugin.state.watch((entries) => seen.push(entries));
    expect(seen).toEqual([[entry('vote', 1)]]);
    expect(app.callsOf('state.list')).toHaveLength(1);
  });

  it('after disconnect, answers nothing and fails what was pending', async () => {
    const members = plugin.members();
    plugin.disconnect();
    await expect(members).rejects.toMatchObject({ code: 'failed' });
    app.ping(1);
    expect(app.pongs).toEqual([]);
    await expect(plugin.members()).rejects.toMatchObject({ code: 'failed' });
  });
});

describe('frame size', () => {
  let observed: Element[];
  let notify: () => void;
  let height: number;

  beforeEach(() => {
    observed = [];
    height = 120;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          notify = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {
          observed = [];
        }
      },
    );
    vi.spyOn(document.body, 'getBoundingClientRect').mockImplementation(
      () => ({ height }) as DOMRect, // note: the measure reads the height alone.
    );
    document.body.style.margin = '8px';
  });

  it('follows the body, margins included, once per height, within the limits', async () => {
    app.answer('context.get', () => CONTEXT).answer('frame.resize', () => null);
    plugin.disconnect();
    plugin = createPlugin(app.host);
    await settled();
    expect(observed).toEqual([document.body]);
    height = 120.4;
    notify();
    notify();
    height = 300;
    notify();
    height = 10_000;
    notify();
    height = 0;
    notify();
    expect(app.callsOf('frame.resize').map((call) => call.params)).toEqual([
      { height: 136 },
      { height: 137 },
      { height: 316 },
      { height: BRIDGE_LIMITS.maxHeight },
      { height: BRIDGE_LIMITS.minHeight },
    ]);
    plugin.disconnect();
    expect(observed).toEqual([]);
  });

  it('leaves a command frame alone', async () => {
    app.answer('context.get', () => ({ ...CONTEXT, surface: 'command' }));
    plugin.disconnect();
    plugin = createPlugin(app.host);
    await settled();
    expect(observed).toEqual([]);
    expect(app.callsOf('frame.resize')).toEqual([]);
  });

  it('resize asks for a whole height within the limits', async () => {
    app.answer('frame.resize', () => null);
    await plugin.resize(12.2);
    await plugin.resize(99.1);
    expect(app.callsOf('frame.resize').map((call) => call.params)).toEqual([
      { height: BRIDGE_LIMITS.minHeight },
      { height: 100 },
    ]);
  });
});

describe('fetch', () => {
  it('records the request in the activity log, then makes it', async () => {
    const fetch = vi.fn(async () => new Response('{"ok":true}'));
    vi.stubGlobal('fetch', fetch);
    app.answer('network.log', () => null);
    const response = await plugin.fetch('https://api.example.com/v1?q=1', { method: 'post' });
    await expect(response.json()).resolves.toEqual({ ok: true });
    expect(app.callsOf('network.log')[0]?.params).toEqual({
      url: 'https://api.example.com/v1?q=1',
      method: 'POST',
    });
    expect(fetch).toHaveBeenCalledWith('https://api.example.com/v1?q=1', { method: 'post' });
  });

  it('makes no request the app would not log', async () => {
    const fetch = vi.fn(async () => new Response(''));
    vi.stubGlobal('fetch', fetch);
    app.answer('network.log', () => {
      throw { code: 'capability_denied', message: 'network is not granted' };
    });
    await expect(plugin.fetch(new URL('https://api.example.com/'))).rejects.toMatchObject({
      code: 'capability_denied',
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('connect', () => {
  it('is one connection per page until it disconnects', () => {
    const first = connect({ autoResize: false });
    expect(connect()).toBe(first);
    first.disconnect();
    const second = connect({ autoResize: false });
    expect(second).not.toBe(first);
    second.disconnect();
  });
});

describe('applyTheme', () => {
  it('sets the colour scheme and the theme variables on the page', () => {
    applyTheme({ mode: 'dark', primary: '#ffa94d', background: '#1c1f26', text: '#f1f3f5' });
    const root = document.documentElement;
    expect(root.style.colorScheme).toBe('dark');
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.getPropertyValue('--hearth-primary')).toBe('#ffa94d');
    expect(root.style.getPropertyValue('--hearth-background')).toBe('#1c1f26');
    expect(root.style.getPropertyValue('--hearth-text')).toBe('#f1f3f5');
    applyTheme({ ...CONTEXT.theme });
    expect(root.style.colorScheme).toBe('light');
    expect(root.style.getPropertyValue('--hearth-background')).toBe('#ffffff');
  });
});
