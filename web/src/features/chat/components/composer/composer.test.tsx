import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useChosenFiles } from '@/features/chat/hooks/use-chosen-files';
import { chatRecord, member, people, stored, summary } from '@/features/chat/testing/chat-fixtures';
import { loadEnglish } from '@/testing/i18n';
import { personRecord } from '@/testing/session';
import type { ComposeMode } from './composer';
import { Composer } from './composer';

const chat = vi.hoisted(() => ({
  drafts: new Map<string, string>(),
  picked: new Map<string, string[]>(),
  sendMessage: vi.fn((_chatId: string, _input: unknown) => 'client1'),
  signalTyping: vi.fn(),
  editMessage: vi.fn((_id: string, _text: string, _mentions?: readonly string[]) =>
    Promise.resolve(),
  ),
}));

vi.mock('@/shared/chat', async () => {
  const { useState } = await import('react');
  const { mentionedIds } = await import('@/shared/chat/mentions');
  return {
    sendMessage: chat.sendMessage,
    signalTyping: chat.signalTyping,
    editMessage: chat.editMessage,
    mentionedIds,
    readDraftMentions: (_me: string, chatId: string) => chat.picked.get(chatId) ?? [],
    writeDraftMentions: (_me: string, chatId: string, users: string[]) =>
      chat.picked.set(chatId, users),
    // The real drafts outlive the composer (and the page); a map outside it stands in for that.
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

const yamada = personRecord('yamada', '山田');
const group = summary({
  chat: chatRecord({ kind: 'group', title: 'Hikers' }),
  members: [member(people.me), member(people.ann), member(people.bob), member(yamada)],
});

function Harness({ chatId = 'chat1', mode = null }: { chatId?: string; mode?: ComposeMode }) {
  const files = useChosenFiles();
  return (
    <Composer
      chatId={chatId}
      summary={group}
      me="me"
      mode={mode}
      files={files}
      onModeDone={() => {}}
      onEditLast={() => {}}
      autoFocus={false}
    />
  );
}

beforeAll(loadEnglish);
beforeEach(() => {
  chat.drafts.clear();
  chat.picked.clear();
  chat.sendMessage.mockClear();
  chat.signalTyping.mockClear();
  chat.editMessage.mockClear();
});

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const suggestions = () => screen.queryByRole('listbox', { name: 'People to mention' });
const offered = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
const sent = () => chat.sendMessage.mock.calls[0]?.[1];

describe('Composer', () => {
  it('sends on Enter, with the text trimmed, and empties the box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(messageBox(), '  Hello there {Enter}');
    expect(chat.sendMessage).toHaveBeenCalledExactlyOnceWith('chat1', {
      text: 'Hello there',
      mentions: [],
      files: undefined,
      replyTo: undefined,
    });
    expect(messageBox()).toHaveProperty('value', '');
    expect(chat.signalTyping).toHaveBeenCalledWith('chat1');
  });

  it('starts a new line on Shift+Enter instead of sending', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(messageBox(), 'one{Shift>}{Enter}{/Shift}two');
    expect(messageBox()).toHaveProperty('value', 'one\ntwo');
    expect(chat.sendMessage).not.toHaveBeenCalled();
  });

  it('never sends while an input method is composing (Enter confirms the candidate)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(messageBox(), 'にほんご');
    fireEvent.keyDown(messageBox(), { key: 'Enter', isComposing: true });
    fireEvent.keyDown(messageBox(), { key: 'Enter', keyCode: 229 });
    expect(chat.sendMessage).not.toHaveBeenCalled();
    fireEvent.keyDown(messageBox(), { key: 'Enter' });
    expect(chat.sendMessage).toHaveBeenCalledOnce();
  });

  it('keeps the draft of each chat when the composer goes and comes back', async () => {
    const user = userEvent.setup();
    const first = render(<Harness chatId="chat1" />);
    await user.type(messageBox(), 'Half a thought');
    first.unmount();
    const other = render(<Harness chatId="chat2" />);
    expect(messageBox()).toHaveProperty('value', '');
    other.unmount();
    render(<Harness chatId="chat1" />);
    expect(messageBox()).toHaveProperty('value', 'Half a thought');
  });

  it('says why a file was left out, and sends nothing for it', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    const big = new File(['x'], 'movie.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 26 * 1024 * 1024 });
    const picker = container.querySelector('input[type="file"]');
    if (!(picker instanceof HTMLInputElement)) throw new Error('no file input');
    await user.upload(picker, [big, new File(['#!'], 'setup.exe')]);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('“movie.mp4” is larger than 25 MB.');
    expect(alert.textContent).toContain("“setup.exe” can't be sent");
    expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull();
  });

  it('offers the other members on "@", filtered by what follows, in any case and script', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(suggestions()).toBeNull();
    await user.type(messageBox(), 'hi @');
    expect(offered()).toEqual(['Ann', 'Bob', '山田']);
    expect(messageBox().getAttribute('aria-controls')).toBe(suggestions()?.id);
    await user.type(messageBox(), 'BO');
    expect(offered()).toEqual(['Bob']);
    await user.clear(messageBox());
    await user.type(messageBox(), '@山');
    expect(offered()).toEqual(['山田']);
    await user.type(messageBox(), 'x');
    expect(suggestions()).toBeNull();
  });

  it('never offers mentions inside an address', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(messageBox(), 'mail ann@');
    expect(suggestions()).toBeNull();
  });

  it('moves with the arrows, picks with Enter, and sends the mention', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(messageBox(), 'hey @');
    const box = messageBox();
    expect(box.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Ann' }).id,
    );
    await user.keyboard('{ArrowDown}');
    const bob = screen.getByRole('option', { name: 'Bob' });
    expect(bob.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(bob.id);
    await user.keyboard('{Enter}');
    expect(box).toHaveProperty('value', 'hey @Bob ');
    expect(suggestions()).toBeNull();
    expect(chat.sendMessage).not.toHaveBeenCalled();
    await user.keyboard('see you{Enter}');
    expect(sent()).toMatchObject({ text: 'hey @Bob see you', mentions: ['bob'] });
  });

  it('picks with Tab and with the pointer, and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(messageBox(), '@a');
    await user.keyboard('{Tab}');
    expect(messageBox()).toHaveProperty('value', '@Ann ');
    await user.type(messageBox(), '@');
    await user.click(screen.getByRole('option', { name: '山田' }));
    expect(messageBox()).toHaveProperty('value', '@Ann @山田 ');
    expect(document.activeElement).toBe(messageBox());
    await user.type(messageBox(), '@');
    await user.keyboard('{Escape}');
    expect(suggestions()).toBeNull();
    expect(messageBox()).toHaveProperty('value', '@Ann @山田 @');
  });

  it('puts a mention picked mid-text in place, with the caret right after it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(messageBox(), 'hello world');
    await user.keyboard('{ArrowLeft>5}@bo{Enter}');
    expect(messageBox()).toHaveProperty('value', 'hello @Bob world');
    expect(messageBox()).toHaveProperty('selectionStart', 11);
  });

  it('leaves the keys to an input method while it composes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(messageBox(), '@');
    fireEvent.keyDown(messageBox(), { key: 'Enter', isComposing: true });
    fireEvent.keyDown(messageBox(), { key: 'ArrowDown', keyCode: 229 });
    expect(messageBox()).toHaveProperty('value', '@');
    expect(screen.getByRole('option', { name: 'Ann' }).getAttribute('aria-selected')).toBe('true');
    expect(chat.sendMessage).not.toHaveBeenCalled();
  });

  it('mentions only the picked people whose names are still in the text', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(messageBox(), '@an{Enter}@bo{Enter}');
    expect(messageBox()).toHaveProperty('value', '@Ann @Bob ');
    await user.clear(messageBox());
    await user.type(messageBox(), 'only @Bob and @Cat{Escape} now{Enter}');
    expect(sent()).toMatchObject({ text: 'only @Bob and @Cat now', mentions: ['bob'] });
  });

  it("keeps an edited message's mentions while their names stay, and drops them when not", async () => {
    const user = userEvent.setup();
    const message = stored({ author: 'me', text: '@Ann look', mentions: ['ann'] });
    const view = render(<Harness mode={{ kind: 'edit', message }} />);
    await user.type(messageBox(), ' here{Enter}');
    expect(chat.editMessage).toHaveBeenLastCalledWith('msg1', '@Ann look here', ['ann']);
    view.unmount();
    render(<Harness mode={{ kind: 'edit', message }} />);
    await user.clear(messageBox());
    await user.type(messageBox(), 'look @b{Enter}{Enter}');
    expect(chat.editMessage).toHaveBeenLastCalledWith('msg1', 'look @Bob', ['bob']);
  });
});
