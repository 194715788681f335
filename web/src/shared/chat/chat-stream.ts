import type { LiveEvent } from '../social/live-records';
import { chats, liveEvent, members, messages } from './chat-api';
import type { ChatMemberRecord, ChatRecord, MessageRecord } from './chat-records';

/**
 * What listens to chat changes. `local` is true for the answer to a write of this tab (it may
 * arrive again as a realtime echo: every handler must take the same record twice calmly).
 */
export interface ChatListener {
  message?(event: LiveEvent<MessageRecord>, local: boolean): void;
  member?(event: LiveEvent<ChatMemberRecord>, local: boolean): void;
  chat?(event: LiveEvent<ChatRecord>, local: boolean): void;
}

const listeners = new Set<ChatListener>();
let opened: Promise<Array<() => Promise<void>>> | null = null;

function dispatch(send: (listener: ChatListener) => void): void {
  for (const listener of [...listeners]) send(listener);
}

function open(): Promise<Array<() => Promise<void>>> {
  // note: no `expand`: an event without one is rendered once for all its recipients.
  const subscriptions = [
    messages().then((api) =>
      api.subscribe('*', (event) => dispatch((to) => to.message?.(liveEvent(event), false))),
    ),
    members().then((api) =>
      api.subscribe('*', (event) => dispatch((to) => to.member?.(liveEvent(event), false))),
    ),
    chats().then((api) =>
      api.subscribe('*', (event) => dispatch((to) => to.chat?.(liveEvent(event), false))),
    ),
  ];
  return Promise.all(subscriptions.map((stop) => stop.catch(() => async () => undefined)));
}

function close(): void {
  const pending = opened;
  opened = null;
  void pending?.then((stops) => Promise.all(stops.map((stop) => stop()))).catch(() => undefined);
}

/**
 * Tells `listener` about every change to the signed-in user's chats, members and messages: ONE
 * realtime subscription per collection, shared by the list, the open conversations, the outbox and
 * the notifications. `ready` settles once the subscriptions are in place (so a load that follows
 * misses nothing).
 */
export function listenToChats(listener: ChatListener): { ready: Promise<void>; stop(): void } {
  listeners.add(listener);
  opened ??= open();
  const ready = opened.then(() => undefined);
  let stopped = false;
  return {
    ready,
    stop() {
      if (stopped) return;
      stopped = true;
      listeners.delete(listener);
      // A remount (React's strict mode) listens again before this runs.
      queueMicrotask(() => listeners.size === 0 && close());
    },
  };
}

/** Passes on the answer to a write of this tab, before its realtime echo arrives. */
export const publishLocal = {
  message: (event: LiveEvent<MessageRecord>) => dispatch((to) => to.message?.(event, true)),
  member: (event: LiveEvent<ChatMemberRecord>) => dispatch((to) => to.member?.(event, true)),
  chat: (event: LiveEvent<ChatRecord>) => dispatch((to) => to.chat?.(event, true)),
};
