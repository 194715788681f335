import { BRIDGE_LIMITS, BRIDGE_VERSION } from '@hearth/plugin-sdk';
import type { AppEnvelope } from '@hearth/plugin-sdk';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '@/testing/i18n';
import { PING_INTERVAL_MS } from './bridge-host';
import { installedPlugin, pluginGrant } from './plugin-catalogue';
import { grantRecordFixture, pluginRecordFixture } from './plugin-fixtures';
import type { PluginFrameProps } from './plugin-frame';
import { PluginFrame } from './plugin-frame';
import { LOAD_GRACE_MS } from './use-frame-bridge';

const plugin = installedPlugin(pluginRecordFixture());
const grant = pluginGrant(grantRecordFixture({ granted: ['messages.send', 'chat.read'] }));

function show(props: Partial<PluginFrameProps> = {}) {
  render(<PluginFrame plugin={plugin} grant={grant} surface="command" {...props} />);
  const frame = document.querySelector('iframe');
  if (!frame?.contentWindow) throw new Error('no frame');
  fireEvent.load(frame);
  const answers: AppEnvelope[] = [];
  frame.contentWindow.addEventListener('message', (event: MessageEvent<AppEnvelope>) => {
    if (event.data.kind === 'result') answers.push(event.data);
  });
  const call = (id: number, method: string, params: unknown = {}) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { hearth: BRIDGE_VERSION, kind: 'call', id, method, params },
          source: frame.contentWindow,
        }),
      );
    });
  return { frame, answers, call };
}

beforeAll(loadEnglish);
afterEach(() => {
  vi.useRealTimers();
});

describe('PluginFrame', () => {
  it('tells the plugin where it is and what it may do', async () => {
    const { answers, call } = show({
      context: { chatId: 'chat1', command: { name: 'poll', args: 'Lunch? | Pizza' } },
    });
    call(1, 'context.get');
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(answers[0]).toMatchObject({
      ok: true,
      value: {
        pluginId: 'poll',
        surface: 'command',
        locale: 'en',
        granted: ['messages.send', 'chat.read'],
        chatId: 'chat1',
        command: { name: 'poll', args: 'Lunch? | Pizza' },
        theme: { mode: 'light' },
      },
    });
  });

  it('refuses what the grant leaves out, and says so to whoever embeds it', async () => {
    const onDenied = vi.fn();
    const { answers, call } = show({ onDenied });
    call(1, 'state.list');
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(answers[0]).toMatchObject({ ok: false, error: { code: 'capability_denied' } });
    expect(onDenied).toHaveBeenCalledWith('state.list', 'state');
  });

  it('grows and shrinks as the plugin asks, within the limits', async () => {
    const onHeight = vi.fn();
    const { frame, call } = show({ surface: 'message', onHeight });
    call(1, 'frame.resize', { height: 10_000 });
    await waitFor(() =>
      expect(getComputedStyle(frame).height).toBe(`${BRIDGE_LIMITS.maxHeight}px`),
    );
    call(2, 'frame.resize', { height: 3 });
    await waitFor(() =>
      expect(getComputedStyle(frame).height).toBe(`${BRIDGE_LIMITS.minHeight}px`),
    );
    expect(onHeight).toHaveBeenLastCalledWith(BRIDGE_LIMITS.minHeight);
  });

  it('ends a command when the plugin closes it', async () => {
    const onClosed = vi.fn();
    const { call } = show({ hidden: true, onClosed });
    call(1, 'frame.close');
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
  });

  it('answers what a page asked before it loaded, once it has', async () => {
    render(<PluginFrame plugin={plugin} grant={grant} surface="panel" />);
    const frame = document.querySelector('iframe');
    if (!frame?.contentWindow) throw new Error('no frame');
    const answers: AppEnvelope[] = [];
    frame.contentWindow.addEventListener('message', (event: MessageEvent<AppEnvelope>) => {
      if (event.data.kind === 'result') answers.push(event.data);
    });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { hearth: BRIDGE_VERSION, kind: 'call', id: 7, method: 'context.get', params: {} },
          source: frame.contentWindow,
        }),
      );
    });
    fireEvent.load(frame);
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(answers[0]).toMatchObject({ id: 7, ok: true, value: { surface: 'panel' } });
  });

  it('unloads a frame that stops answering, and loads it again on Reload', () => {
    vi.useFakeTimers();
    show({ surface: 'panel' });
    act(() => {
      vi.advanceTimersByTime(BRIDGE_LIMITS.pingTimeoutMs + PING_INTERVAL_MS);
    });
    expect(screen.getByText('This plugin stopped responding.')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(document.querySelector('iframe')).not.toBeNull();
    expect(screen.queryByText('This plugin stopped responding.')).toBeNull();
  });

  it('unloads a frame whose page never loads nor says a word (a loop as it starts)', () => {
    vi.useFakeTimers();
    render(<PluginFrame plugin={plugin} grant={grant} surface="panel" />);
    act(() => {
      vi.advanceTimersByTime(LOAD_GRACE_MS);
    });
    expect(document.querySelector('iframe')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(BRIDGE_LIMITS.pingTimeoutMs + PING_INTERVAL_MS);
    });
    expect(screen.getByText('This plugin stopped responding.')).toBeTruthy();
  });

  it('keeps a frame that answers its pings', () => {
    vi.useFakeTimers();
    const { frame } = show({ surface: 'panel' });
    const pong = (event: MessageEvent<AppEnvelope>) => {
      if (event.data.kind !== 'ping') return;
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { hearth: BRIDGE_VERSION, kind: 'pong', id: event.data.id },
          source: frame.contentWindow,
        }),
      );
    };
    frame.contentWindow?.addEventListener('message', pong);
    for (let round = 0; round < 6; round += 1) {
      act(() => {
        vi.advanceTimersByTime(PING_INTERVAL_MS);
      });
    }
    expect(screen.queryByText('This plugin stopped responding.')).toBeNull();
    expect(document.querySelector('iframe')).toBe(frame);
  });
});
