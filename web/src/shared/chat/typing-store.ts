import { TYPING_EXPIRES_MS } from '@hearth/shared';
import type { TypingSignal } from '@hearth/shared';
import { listenToTyping } from './chat-api';
import { listenToChats } from './chat-stream';

const EMPTY: readonly string[] = [];

/** Tells a typing signal from anything else the topic might carry. */
export function isTypingSignal(value: unknown): value is TypingSignal {
  if (typeof value !== 'object' || value === null) return false;
  return (
    'chat' in value &&
    typeof value.chat === 'string' &&
    'user' in value &&
    typeof value.user === 'string'
  );
}

let owner: string | null = null;
let holders = 0;
let typing: ReadonlyMap<string, readonly string[]> = new Map();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
let teardown: (() => void) | null = null;

function setTyping(chat: string, users: readonly string[]): void {
  const next = new Map(typing);
  if (users.length > 0) next.set(chat, users);
  else next.delete(chat);
  typing = next;
  for (const listener of listeners) listener();
}

function stopTyping(chat: string, user: string): void {
  const key = `${chat}\n${user}`;
  clearTimeout(timers.get(key));
  timers.delete(key);
  const users = typing.get(chat) ?? [];
  if (users.includes(user)) {
    setTyping(
      chat,
      users.filter((id) => id !== user),
    );
  }
}

function startTyping(chat: string, user: string): void {
  const key = `${chat}\n${user}`;
  clearTimeout(timers.get(key));
  timers.set(
    key,
    setTimeout(() => stopTyping(chat, user), TYPING_EXPIRES_MS),
  );
  const users = typing.get(chat) ?? [];
  if (!users.includes(user)) setTyping(chat, [...users, user]);
}

function start(me: string): () => void {
  let alive = true;
  const stopTopic = listenToTyping((data) => {
    if (alive && isTypingSignal(data) && data.user !== me) startTyping(data.chat, data.user);
  }).catch(() => null);
  // A message from someone ends their typing at once.
  const stream = listenToChats({
    message(event) {
      if (event.action === 'create') stopTyping(event.record.chat, event.record.author);
    },
  });
  return () => {
    alive = false;
    stream.stop();
    void stopTopic.then((stop) => stop?.()).catch(() => undefined);
  };
}

function stop(): void {
  teardown?.();
  teardown = null;
  owner = null;
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  typing = new Map();
  for (const listener of listeners) listener();
}

/**
 * Who is typing where: one subscription to the typing topic while anyone shows it; each signal
 * shows for TYPING_EXPIRES_MS, and the signed-in user's own never show.
 */
export const typingStore = {
  retain(me: string): () => void {
    holders += 1;
    if (owner !== me) {
      stop();
      owner = me;
      teardown = start(me);
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      holders -= 1;
      queueMicrotask(() => holders === 0 && teardown && stop());
    };
  },
  /** The users typing in `chat` (a stable array between changes). */
  usersIn: (chat: string): readonly string[] => typing.get(chat) ?? EMPTY,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
