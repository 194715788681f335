import { BRIDGE_VERSION } from '@hearth/plugin-sdk';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepCatalogue } from '@/shared/plugins/plugin-catalogue';
import { grantRecordFixture, pluginRecordFixture } from '@/shared/plugins/plugin-fixtures';
import { useChosenFiles } from '@/features/chat/hooks/use-chosen-files';
import { people, summary } from '@/features/chat/testing/chat-fixtures';
import { fakePb } from '@/testing/fake-pb';
import { loadEnglish } from '@/testing/i18n';
import { signIn } from '@/testing/session';
import { Composer } from '../composer/composer';

const chat = vi.hoisted(() => ({
  drafts: new Map<string, string>(),
  sendMessage: vi.fn((_chatId: string, _input: unknown) => 'client1'),
  sendPluginMessage: vi.fn((_chatId: string, _input: unknown) => Promise.resolve({ id: 'sent1' })),
}));

vi.mock('@/shared/lib/load-pb', async () => (await import('@/testing/fake-pb')).fakeLoadPb);
vi.mock('@/shared/chat', async () => {
  const { useState } = await import('react');
  const { mentionedIds } = await import('@/shared/chat/mentions');
  return {
    sendMessage: chat.sendMessage,
    sendPluginMessage: chat.sendPluginMessage,
    signalTyping: () => {},
    editMessage: () => Promise.resolve(),
    mentionedIds,
    readDraftMentions: () => [],
    writeDraftMentions: () => {},
    useDraft: (chatId: string) => {
      const [text, setText] = useState(() => chat.drafts.get(chatId) ?? '');
      const save = (value: string) => {
        chat.drafts.set(chatId, value);
        setText(value);
      };
      return [text, save];
    },
  };
});

function Harness() {
  const files = useChosenFiles();
  return (
    <Composer
      chatId="chat1"
      summary={summary()}
      me="me"
      mode={null}
      files={files}
      onModeDone={() => {}}
      onEditLast={() => {}}
      autoFocus={false}
    />
  );
}

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });

/** The hidden command frame calls `method` as its plugin would. */
function callFromCommandFrame(id: number, method: string, params: unknown = {}) {
  const frame = document.querySelector('iframe');
  if (!frame?.contentWindow) throw new Error('no command frame');
  fireEvent.load(frame);
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { hearth: BRIDGE_VERSION, kind: 'call', id, method, params },
        source: frame.contentWindow,
      }),
    );
  });
}

async function withPoll(granted = grantRecordFixture().granted) {
  fakePb.pb.collection('plugins').items = [{ ...pluginRecordFixture() }];
  fakePb.pb.collection('plugin_grants').items = [{ ...grantRecordFixture({ granted }) }];
  render(<Harness />);
  // The catalogue is in once the composer's plugin menu knows the commands.
  const user = userEvent.setup();
  await user.type(messageBox(), '/');
  await screen.findByRole('listbox', { name: 'Plugin commands' });
  await user.clear(messageBox());
  return user;
}

beforeAll(loadEnglish);
beforeEach(() => {
  fakePb.reset();
  chat.drafts.clear();
  chat.sendMessage.mockClear();
  chat.sendPluginMessage.mockClear();
  signIn(people.me);
});
afterEach(async () => {
  keepCatalogue(null);
  await act(() => Promise.resolve());
});

describe('slash commands in the composer', () => {
  it('lists the enabled plugins’ commands with their arguments, and Enter completes one', async () => {
    const user = await withPoll();
    await user.type(messageBox(), '/po');
    const list = screen.getByRole('listbox', { name: 'Plugin commands' });
    const option = within(list).getByRole('option', { name: /\/poll/ });
    expect(option.textContent).toContain('/poll Question | option | option');
    expect(option.textContent).toContain('Start a poll');
    expect(option.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(messageBox()).toHaveProperty('value', '/poll ');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(chat.sendMessage).not.toHaveBeenCalled();
  });

  it('closes the list with Escape, and offers nothing for an unknown name', async () => {
    const user = await withPoll();
    await user.type(messageBox(), '/po');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.clear(messageBox());
    await user.type(messageBox(), '/zz');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('runs a whole command in its plugin’s hidden frame, and empties the box once it sent', async () => {
    const user = await withPoll();
    await user.type(messageBox(), '/poll Lunch? | Pizza | Sushi{Enter}');
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    expect(chat.sendMessage).not.toHaveBeenCalled();
    expect(messageBox()).toHaveProperty('value', '/poll Lunch? | Pizza | Sushi');

    const payload = { question: 'Lunch?', options: ['Pizza', 'Sushi'] };
    callFromCommandFrame(1, 'message.send', { type: 'poll', payload, fallback: 'Poll: Lunch?' });
    await waitFor(() => expect(messageBox()).toHaveProperty('value', ''));
    expect(chat.sendPluginMessage).toHaveBeenCalledWith('chat1', {
      plugin: 'poll',
      pluginType: 'poll',
      payload,
      text: 'Poll: Lunch?',
    });
    callFromCommandFrame(2, 'frame.close');
    await waitFor(() => expect(document.querySelector('iframe')).toBeNull());
  });

  it('sends text that only looks like a command as text', async () => {
    const user = await withPoll();
    await user.type(messageBox(), '/shrug me{Enter}');
    expect(chat.sendMessage).toHaveBeenCalledWith(
      'chat1',
      expect.objectContaining({ text: '/shrug me' }),
    );
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('says so when the plugin may not send, and keeps the text', async () => {
    const user = await withPoll(['chat.read', 'state']);
    await user.type(messageBox(), '/poll Dinner? | Soup{Enter}');
    callFromCommandFrame(1, 'message.send', { type: 'poll', payload: {}, fallback: 'Poll' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Poll is not allowed to send messages');
    expect(messageBox()).toHaveProperty('value', '/poll Dinner? | Soup');
    expect(document.querySelector('iframe')).toBeNull();
    expect(chat.sendPluginMessage).not.toHaveBeenCalled();
  });
});
