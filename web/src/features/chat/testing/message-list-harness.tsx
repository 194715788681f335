import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { vi } from 'vitest';
import type { Conversation, DisplayMessage } from '@/shared/chat';
import { MessageList } from '../components/messages/message-list';
import { summary } from './chat-fixtures';

/** An open, loaded conversation holding `messages`. */
export function conversation(
  messages: DisplayMessage[],
  fields: Partial<Conversation> = {},
): Conversation {
  return {
    status: 'ready',
    error: null,
    summary: summary(),
    messages,
    hasOlder: false,
    loadingOlder: false,
    firstUnreadSeq: null,
    seenBy: () => [],
    loadOlder: () => Promise.resolve(),
    markSeen: vi.fn(),
    retryLoad: () => {},
    ...fields,
  };
}

type ListProps = ComponentProps<typeof MessageList>;

function list(props: Partial<ListProps> & { conversation: Conversation }) {
  return (
    <VirtuosoMockContext.Provider value={{ viewportHeight: 4000, itemHeight: 40 }}>
      <MessageList
        me="me"
        onReply={() => {}}
        onEdit={() => {}}
        onDelete={() => {}}
        onJump={() => {}}
        onJumpDone={() => {}}
        pins={[]}
        jumpTo={null}
        {...props}
      />
    </VirtuosoMockContext.Provider>
  );
}

/** Renders the list of `state` as the signed-in `me`, without waiting for it to show. */
export function startList(state: Conversation, props: Partial<ListProps> = {}) {
  const view = render(list({ conversation: state, ...props }));
  return {
    rerender: (next: Conversation, nextProps: Partial<ListProps> = props) =>
      view.rerender(list({ conversation: next, ...nextProps })),
  };
}

/** The log of a rendered list, once it shows. */
export function findLog(): Promise<HTMLElement> {
  // note: the list shows once it has scrolled to its first item; a loaded machine takes a while.
  return screen.findByRole('log', { name: 'Messages' }, { timeout: 10_000 });
}

/** Renders the list of `state` as the signed-in `me`; resolves with the log and a rerender. */
export async function renderList(state: Conversation, props: Partial<ListProps> = {}) {
  const { rerender } = startList(state, props);
  return { log: await findLog(), rerender };
}

/** jsdom does not scroll; the list waits for its first scroll to the newest message to show. */
export function installScrolling(): void {
  Element.prototype.scrollTo = function scrollTo(
    this: Element,
    options?: ScrollToOptions | number,
  ) {
    if (typeof options === 'object') this.scrollTop = options.top ?? this.scrollTop;
    this.dispatchEvent(new Event('scroll'));
  };
  // Rows added above the ones on screen make the list scroll by their height to stay put.
  Element.prototype.scrollBy = function scrollBy(
    this: Element,
    options?: ScrollToOptions | number,
  ) {
    if (typeof options === 'object') this.scrollTop += options.top ?? 0;
    this.dispatchEvent(new Event('scroll'));
  };
}
