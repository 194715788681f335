import type { ChatReadState, ReadResult } from '@hearth/shared';
import { describeError } from '../lib/api-error';
import { isOffline } from '../offline/offline-state';
import type { LiveEvent } from '../social/live-records';
import { onRealtimeConnect } from '../social/realtime-connection';
import { fetchMember, fetchUnread } from './chat-api';
import { isBeingRead } from './chat-focus';
import { loadChatList } from './chat-list-load';
import type { ChatListData } from './chat-list-state';
import {
  EMPTY_LIST,
  applyChat,
  applyMember,
  applyMessage,
  applyRead,
  applyReads,
} from './chat-list-state';
import type { ChatMemberRecord, ChatRecord, MessageRecord } from './chat-records';
import { listenToChats } from './chat-stream';
import { chatSummaries, unreadTotal } from './chat-summaries';
import type { ChatSummary } from './chat-view-types';
import { offlineSnapshots } from './offline-snapshots';

/** Unread recounts asked for within this long go as one request. */
const RECOUNT_DELAY_MS = 500;

/** The chat list of its owner (the signed-in user it was loaded for). */
export interface ChatListState {
  owner: string | null;
  status: 'loading' | 'ready' | 'failed';
  error: unknown;
  data: ChatListData;
  items: readonly ChatSummary[];
  totalUnread: number;
}

type Buffered =
  | { kind: 'message'; event: LiveEvent<MessageRecord> }
  | { kind: 'member'; event: LiveEvent<ChatMemberRecord> }
  | { kind: 'chat'; event: LiveEvent<ChatRecord> };

const IDLE: ChatListState = {
  owner: null,
  status: 'loading',
  error: null,
  data: EMPTY_LIST,
  items: [],
  totalUnread: 0,
};

let state = IDLE;
let holders = 0;
let generation = 0;
let loads = 0;
let buffer: Buffered[] | null = null;
let recountTimer: ReturnType<typeof setTimeout> | undefined;
let teardown: (() => void) | null = null;
/** The list shown is the one this device kept, not the server's (offline). */
let saved = false;
const listeners = new Set<() => void>();

function emit(next: ChatListState): void {
  state = next;
  for (const listener of listeners) listener();
}

function setData(data: ChatListData, change: Partial<ChatListState> = {}): void {
  const items = state.owner ? chatSummaries(data, state.owner, Date.now()) : [];
  emit({ ...state, ...change, data, items, totalUnread: unreadTotal(items) });
  if (state.owner && state.status === 'ready' && !saved) {
    offlineSnapshots.keepChatList(state.owner, data);
  }
}

/** Offline: the list as this device last saw it, until the server can be reached. */
function showSaved(me: string, current: number): void {
  void offlineSnapshots.chatList(me).then((data) => {
    if (!data || current !== generation || state.status === 'ready') return;
    saved = true;
    setData(data, { status: 'ready', error: null });
  });
}

function recount(): void {
  const current = generation;
  fetchUnread().then(
    (reads) => current === generation && setData(applyReads(state.data, reads)),
    () => undefined, // note: the next read, recount or reload corrects the counts.
  );
}

function scheduleRecount(): void {
  clearTimeout(recountTimer);
  recountTimer = setTimeout(recount, RECOUNT_DELAY_MS);
}

function completeMember(id: string): void {
  const current = generation;
  fetchMember(id).then(
    (record) => {
      const held = state.data.members.get(record.chat)?.some((member) => member.id === id);
      if (current === generation && held) {
        receive({ kind: 'member', event: { action: 'update', record } });
      }
    },
    () => undefined, // note: the member shows without their name until the next reload.
  );
}

/** Applies one change; `counting` is off while replaying what arrived during a load. */
function apply(data: ChatListData, change: Buffered, me: string, counting: boolean) {
  switch (change.kind) {
    case 'message': {
      const reading = !counting || isBeingRead(change.event.record.chat);
      const result = applyMessage(data, change.event, me, reading);
      return { data: result.data, recount: result.recount, needs: null };
    }
    case 'member': {
      const result = applyMember(data, change.event, me);
      return { data: result.data, recount: false, needs: result.needs };
    }
    case 'chat':
      return { data: applyChat(data, change.event), recount: false, needs: null };
  }
}

function receive(change: Buffered): void {
  const me = state.owner;
  if (!me) return;
  if (buffer) {
    buffer.push(change);
    return;
  }
  const result = apply(state.data, change, me, true);
  setData(result.data);
  if (result.recount) scheduleRecount();
  if (result.needs === 'reload') load();
  if (result.needs === 'member') completeMember(change.event.record.id);
}

function replay(data: ChatListData, changes: readonly Buffered[], me: string) {
  let next = data;
  let stale = false;
  for (const change of changes) {
    next = apply(next, change, me, false).data;
    // A message that arrived during the load may or may not be in the loaded count: ask again.
    stale ||= change.kind === 'message' && change.event.record.author !== me;
  }
  return { data: next, stale };
}

function load(): void {
  const me = state.owner;
  if (!me) return;
  const current = generation;
  const mine = ++loads;
  buffer ??= [];
  if (state.status === 'failed') emit({ ...state, status: 'loading', error: null });
  loadChatList(me).then(
    (data) => {
      if (current !== generation || mine !== loads) return;
      const result = replay(data, buffer ?? [], me);
      buffer = null;
      saved = false;
      setData(result.data, { status: 'ready', error: null });
      if (result.stale) scheduleRecount();
    },
    (error: unknown) => {
      if (current !== generation || mine !== loads) return;
      buffer = null;
      // note: a list already shown stays; only a first load shows the failure.
      if (state.status !== 'ready') emit({ ...state, status: 'failed', error });
      if (describeError(error).kind === 'network') showSaved(me, current);
    },
  );
}

function start(owner: string): void {
  const current = ++generation;
  emit({ ...IDLE, owner });
  buffer = [];
  saved = false;
  // note: offline, the subscriptions (and so the load) wait for the server to come back.
  if (isOffline()) showSaved(owner, current);
  const stream = listenToChats({
    message: (event) => receive({ kind: 'message', event }),
    member: (event) => receive({ kind: 'member', event }),
    chat: (event) => receive({ kind: 'chat', event }),
  });
  const stopReloading = onRealtimeConnect((reconnected) => {
    if (reconnected && current === generation) load();
  });
  // note: the load goes after the subscriptions, so nothing between the two is missed.
  void stream.ready.then(() => current === generation && load());
  teardown = () => {
    stopReloading();
    stream.stop();
  };
}

function stop(): void {
  generation += 1;
  buffer = null;
  clearTimeout(recountTimer);
  teardown?.();
  teardown = null;
  emit(IDLE);
}

/**
 * The signed-in user's chats, shared by every screen: loaded once, kept live by the shared chat
 * subscriptions (a new message moves its chat up and counts as unread unless the chat is being
 * read), and reloaded with fresh unread counts on each realtime reconnection.
 */
export const chatListStore = {
  /** Keeps the list loaded and live for `owner` until the returned release is called. */
  retain(owner: string): () => void {
    holders += 1;
    if (state.owner !== owner) {
      if (teardown) stop();
      start(owner);
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      holders -= 1;
      // A remount (React's strict mode, a layout change) retains again before this runs.
      queueMicrotask(() => holders === 0 && teardown && stop());
    };
  },
  getState: (): ChatListState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  reload: load,
  /** Asks the server for every chat's unread count again. */
  recount: scheduleRecount,
  /** Takes the server's answer to a read of `chat`. */
  applyRead(chat: string, result: ReadResult): void {
    if (!state.owner) return;
    const next = applyRead(state.data, chat, result);
    setData(next.data);
    // note: the answer counts no mentions; the "@" mark may stay only if the server says so.
    if (next.mentionsUnsure) scheduleRecount();
  },
  summary: (chat: string): ChatSummary | null =>
    state.items.find((row) => row.chat.id === chat) ?? null,
  /** The signed-in user's read position in `chat` (from the list, else from the server). */
  async readState(chat: string): Promise<ChatReadState | null> {
    const known = state.status === 'ready' && !saved ? state.data.reads.get(chat) : undefined;
    if (known) return known;
    return (await fetchUnread()).find((read) => read.chat === chat) ?? null;
  },
  findMember(id: string): ChatMemberRecord | null {
    for (const members of state.data.members.values()) {
      const found = members.find((member) => member.id === id);
      if (found) return found;
    }
    return null;
  },
};
