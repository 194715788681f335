import { HISTORY_PAGE_SIZE } from '@hearth/shared';
import { describeError } from '../lib/api-error';
import { isOffline } from '../offline/offline-state';
import { onRealtimeConnect } from '../social/realtime-connection';
import { fetchMessagesAfter, fetchMessagesBefore, fetchMessagesChangedSince } from './chat-api';
import { chatListStore } from './chat-list-store';
import type { MessageRecord } from './chat-records';
import { listenToChats } from './chat-stream';
import { loadMessageReach, mayHaveOlder, openConversation } from './conversation-load';
import { latestUpdate, mergeMessages, newestSeq } from './message-list';
import { offlineSnapshots } from './offline-snapshots';

/** The stored messages of one open conversation. */
export interface ConversationData {
  status: 'loading' | 'ready' | 'failed';
  error: unknown;
  /** Ordered by seq. */
  records: readonly MessageRecord[];
  hasOlder: boolean;
  loadingOlder: boolean;
  firstUnreadSeq: number | null;
}

export const LOADING: ConversationData = {
  status: 'loading',
  error: null,
  records: [],
  hasOlder: false,
  loadingOlder: false,
  firstUnreadSeq: null,
};

interface Conversation {
  holders: number;
  getState(): ConversationData;
  loadOlder(): Promise<void>;
  reveal(messageId: string): Promise<boolean>;
  retry(): void;
  close(): void;
}

const open = new Map<string, Conversation>();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** What the connection missed: new messages, and edits or deletions of those held. */
async function catchUpWithChat(chat: string, held: readonly MessageRecord[]) {
  const oldest = held[0];
  const since = latestUpdate(held);
  const [added, changed] = await Promise.all([
    fetchMessagesAfter(chat, newestSeq(held)),
    oldest && since !== '' ? fetchMessagesChangedSince(chat, oldest.seq, since) : [],
  ]);
  return [...changed, ...added];
}

/** One conversation kept live: realtime appends and replaces, a reconnection catches up. */
function createConversation(chat: string, me: string): Conversation {
  let state = LOADING;
  let buffer: MessageRecord[] | null = [];
  let alive = true;
  let loads = 0;
  let catchingUp = false;
  let catchUpAgain = false;
  /** The messages shown are the ones this device kept, not the server's (offline). */
  let saved = false;
  const set = (change: Partial<ConversationData>) => {
    state = { ...state, ...change };
    emit();
    if (state.status === 'ready' && !saved) {
      offlineSnapshots.keepConversation(me, chat, state.records);
    }
  };
  // Offline: the newest messages as this device last saw them, until the server is back.
  const showSaved = () =>
    void offlineSnapshots.conversation(me, chat).then((kept) => {
      if (!kept || !alive || state.status === 'ready') return;
      saved = true;
      set({ ...LOADING, records: kept.records, status: 'ready' });
    });
  const receive = (records: readonly MessageRecord[]) => {
    if (buffer) buffer.push(...records);
    else set({ records: mergeMessages(state.records, records) });
  };

  const catchUpWith = (held: readonly MessageRecord[]) => catchUpWithChat(chat, held);

  // Every message with a seq above the newest held, and the changes to those held.
  function catchUp(): void {
    if (catchingUp) {
      catchUpAgain = true;
      return;
    }
    catchingUp = true;
    catchUpAgain = false;
    catchUpWith(state.records).then(
      (found) => {
        catchingUp = false;
        if (!alive) return;
        receive(found);
        if (catchUpAgain) catchUp();
      },
      () => {
        catchingUp = false; // note: still offline; the next reconnection catches up.
        if (alive && catchUpAgain) catchUp();
      },
    );
  }

  function load(): void {
    const mine = ++loads;
    buffer ??= [];
    // note: messages kept on the device stay on screen until the server's replace them.
    set(saved ? { error: null } : { status: 'loading', error: null });
    openConversation(chat, me).then(
      (opened) => {
        if (!alive || mine !== loads) return;
        const records = mergeMessages(opened.records, buffer ?? []);
        buffer = null;
        saved = false;
        set({ ...opened, records, status: 'ready' });
        // A reconnection during the load may have lost messages the load did not see.
        if (catchUpAgain) catchUp();
      },
      (error: unknown) => {
        if (!alive || mine !== loads) return;
        buffer = null;
        if (saved) return; // still offline: the kept messages stay.
        set({ status: 'failed', error });
        if (describeError(error).kind === 'network') showSaved();
      },
    );
  }

  const stream = listenToChats({
    message(event) {
      if (event.record.chat === chat && event.action !== 'delete') receive([event.record]);
    },
  });
  const stopConnect = onRealtimeConnect((reconnected) => {
    if (!reconnected || !alive) return;
    if (state.status === 'ready') catchUp();
    else if (state.status === 'failed') load();
    else catchUpAgain = true;
  });
  void stream.ready.then(() => alive && load());
  // note: offline, the subscriptions (and so the load) wait for the server to come back.
  if (isOffline()) showSaved();

  return {
    holders: 0,
    getState: () => state,
    async loadOlder() {
      const oldest = state.records[0];
      if (state.status !== 'ready' || state.loadingOlder || !state.hasOlder || !oldest) return;
      set({ loadingOlder: true });
      try {
        const page = await fetchMessagesBefore(chat, oldest.seq, HISTORY_PAGE_SIZE);
        if (alive) {
          set({ records: mergeMessages(state.records, page), hasOlder: mayHaveOlder(page) });
        }
      } finally {
        if (alive) set({ loadingOlder: false });
      }
    },
    async reveal(messageId) {
      if (state.records.some((record) => record.id === messageId)) return true;
      if (state.status !== 'ready') return false;
      const reach = await loadMessageReach(chat, messageId, state.records);
      if (!alive || !reach) return false;
      const records = mergeMessages(state.records, reach);
      set({ records, hasOlder: (records[0]?.seq ?? 1) > 1 });
      return true;
    },
    retry: () => state.status === 'failed' && load(),
    close() {
      alive = false;
      stream.stop();
      stopConnect();
      // Messages that came in while reading were not counted; let the server say what is left.
      chatListStore.recount();
    },
  };
}

const key = (me: string, chat: string) => `${me}\n${chat}`;

/**
 * The open conversations, by user and chat: each loads once, stays live while shown, and goes
 * when its last viewer leaves.
 */
export const conversationStore = {
  retain(me: string, chat: string): () => void {
    const id = key(me, chat);
    const conversation = open.get(id) ?? createConversation(chat, me);
    open.set(id, conversation);
    conversation.holders += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      conversation.holders -= 1;
      // A remount (React's strict mode) retains again before this runs.
      queueMicrotask(() => {
        if (conversation.holders > 0 || open.get(id) !== conversation) return;
        open.delete(id);
        conversation.close();
        emit();
      });
    };
  },
  getState: (me: string, chat: string): ConversationData =>
    open.get(key(me, chat))?.getState() ?? LOADING,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  loadOlder: (me: string, chat: string): Promise<void> =>
    open.get(key(me, chat))?.loadOlder() ?? Promise.resolve(),
  /**
   * Loads message `messageId` into the open conversation unless it is there already; false when
   * it is not in that chat, not visible to `me`, or the conversation is not open and loaded.
   */
  reveal: (me: string, chat: string, messageId: string): Promise<boolean> =>
    open.get(key(me, chat))?.reveal(messageId) ?? Promise.resolve(false),
  retry: (me: string, chat: string): void => open.get(key(me, chat))?.retry(),
};
