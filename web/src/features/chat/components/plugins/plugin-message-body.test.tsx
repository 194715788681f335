import { BRIDGE_VERSION } from '@hearth/plugin-sdk';
import type { AppEnvelope } from '@hearth/plugin-sdk';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepCatalogue } from '@/shared/plugins/plugin-catalogue';
import { grantRecordFixture, pluginRecordFixture } from '@/shared/plugins/plugin-fixtures';
import { messageRecord, people, summary } from '@/features/chat/testing/chat-fixtures';
import { fakePb } from '@/testing/fake-pb';
import { loadEnglish } from '@/testing/i18n';
import { signIn } from '@/testing/session';
import { PluginMessageBody } from './plugin-message-body';

vi.mock('@/shared/lib/load-pb', async () => (await import('@/testing/fake-pb')).fakeLoadPb);

const poll = messageRecord({
  id: 'msg9',
  kind: 'plugin',
  plugin: 'poll',
  pluginType: 'poll',
  payload: { question: 'Lunch?', options: ['Pizza', 'Sushi'] },
  text: 'Poll: Lunch? Pizza / Sushi',
});

function show(record = poll) {
  return render(
    <MemoryRouter>
      <PluginMessageBody record={record} summary={summary()} me="me" />
    </MemoryRouter>,
  );
}

beforeAll(loadEnglish);
beforeEach(() => {
  fakePb.reset();
  signIn(people.me);
});
afterEach(async () => {
  keepCatalogue(null);
  await act(() => Promise.resolve());
});

describe('a plugin message', () => {
  it('shows its fallback and says so when its plugin is not installed', async () => {
    show();
    expect(await screen.findByText('This plugin is not installed')).toBeTruthy();
    expect(screen.getByText('Poll: Lunch? Pizza / Sushi')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('offers to turn its plugin on when the user has it off (or never consented)', async () => {
    fakePb.pb.collection('plugins').items = [{ ...pluginRecordFixture() }];
    fakePb.pb.collection('plugin_grants').items = [{ ...grantRecordFixture({ enabled: false }) }];
    show();
    const link = await screen.findByRole('link', { name: 'Enable Poll' });
    expect(link.getAttribute('href')).toBe('/plugin?enable=poll');
    expect(screen.getByText('Poll: Lunch? Pizza / Sushi')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows only its fallback while the catalogue loads', () => {
    fakePb.pb.collection('plugins').getFullList.mockReturnValue(new Promise(() => {}));
    show();
    expect(screen.getByText('Poll: Lunch? Pizza / Sushi')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('This plugin is not installed')).toBeNull();
  });

  it('is drawn by its plugin in a sandboxed frame when the user has it on', async () => {
    fakePb.pb.collection('plugins').items = [{ ...pluginRecordFixture() }];
    fakePb.pb.collection('plugin_grants').items = [{ ...grantRecordFixture() }];
    show();
    const frame = await screen.findByTitle('Poll');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(frame.getAttribute('allow')).toBe('');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('src')).toBe(
      `${window.location.origin}/api/hearth/plugin-frames/grant1/index.html`,
    );
    // The message type's own starting height.
    expect(getComputedStyle(frame).height).toBe('200px');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('gives its frame the message it draws (with chat.read), through the bridge', async () => {
    fakePb.pb.collection('plugins').items = [{ ...pluginRecordFixture() }];
    fakePb.pb.collection('plugin_grants').items = [{ ...grantRecordFixture() }];
    show();
    const frame = await screen.findByTitle('Poll');
    if (!(frame instanceof HTMLIFrameElement) || !frame.contentWindow) throw new Error('no frame');
    fireEvent.load(frame);
    const answers: AppEnvelope[] = [];
    frame.contentWindow.addEventListener('message', (event: MessageEvent<AppEnvelope>) => {
      if (event.data.kind === 'result') answers.push(event.data);
    });
    const call = { hearth: BRIDGE_VERSION, kind: 'call', id: 1, method: 'message.get', params: {} };
    window.dispatchEvent(new MessageEvent('message', { data: call, source: frame.contentWindow }));
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(answers[0]).toMatchObject({
      kind: 'result',
      id: 1,
      ok: true,
      value: {
        id: 'msg9',
        type: 'poll',
        payload: { question: 'Lunch?', options: ['Pizza', 'Sushi'] },
        fallback: 'Poll: Lunch? Pizza / Sushi',
        author: { id: 'ann', name: 'Ann' },
        mine: false,
      },
    });
  });
});
