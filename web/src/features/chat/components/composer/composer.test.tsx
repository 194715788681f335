import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useChosenFiles } from '@/features/chat/hooks/use-chosen-files';
import { summary } from '@/features/chat/testing/chat-fixtures';
import { loadEnglish } from '@/testing/i18n';
import { Composer } from './composer';

const chat = vi.hoisted(() => ({
  drafts: new Map<string, string>(),
  sendMessage: vi.fn((_chatId: string, _input: unknown) => 'client1'),
  signalTyping: vi.fn(),
  editMessage: vi.fn(() => Promise.resolve()),
}));

vi.mock('@/shared/chat', async () => {
  const { useState } = await import('react');
  return {
    sendMessage: chat.sendMessage,
    signalTyping: chat.signalTyping,
    editMessage: chat.editMessage,
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

function Harness({ chatId = 'chat1' }: { chatId?: string }) {
  const files = useChosenFiles();
  return (
    <Composer
      chatId={chatId}
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

beforeAll(loadEnglish);
beforeEach(() => {
  chat.drafts.clear();
  chat.sendMessage.mockClear();
  chat.signalTyping.mockClear();
});

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });

describe('Composer', () => {
  it('sends on Enter, with the text trimmed, and empties the box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(messageBox(), '  Hello there {Enter}');
    expect(chat.sendMessage).toHaveBeenCalledExactlyOnceWith('chat1', {
      text: 'Hello there',
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
});
