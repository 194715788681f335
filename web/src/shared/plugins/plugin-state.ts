import type { StateEntry } from '@hearth/plugin-sdk';
import { quoted } from '../chat/chat-filter';
import { isSdkError } from '../lib/api-error';
import { currentUser } from '../lib/session';
import type { LiveEvent } from '../social/live-records';
import { onRealtimeConnect } from '../social/realtime-connection';
import { liveEvent, stateApi } from './plugin-api';
import type { PluginStateRecord } from './plugin-records';

/** Where a plugin's shared state lives: one message's (a poll's votes), or the chat's (`''`). */
export interface StateScope {
  chat: string;
  message: string;
}

/** A frame's handle on one scope of one plugin's state. */
export interface StateHandle {
  list(): Promise<StateEntry[]>;
  set(key: string, value: unknown, own: boolean): Promise<void>;
  remove(key: string, own: boolean): Promise<void>;
  close(): void;
}

/** Scopes asked for within this long are loaded together (frames of one chat start together). */
export const LOAD_BATCH_MS = 25;
/** Messages per load request (keeps the filter's URL short). */
const MESSAGES_PER_LOAD = 40;

interface Scope {
  id: string;
  plugin: string;
  chat: string;
  message: string;
  /** By record id, oldest first; null until loaded. */
  records: Map<string, PluginStateRecord> | null;
  /** Realtime events that arrived while it loaded, replayed on top. */
  buffer: LiveEvent<PluginStateRecord>[];
  loaded: Promise<void>;
  listeners: Set<(entries: StateEntry[]) => void>;
}

const scopes = new Map<string, Scope>();
let queue: Array<{ scope: Scope; done: () => void; fail: (error: unknown) => void }> = [];
let flushTimer: ReturnType<typeof setTimeout> | null = null;
let stream: { stop: Promise<(() => Promise<void>) | null>; stopReloading: () => void } | null =
  null;

function scopeId(plugin: string, chat: string, message: string): string {
  return `${plugin}/${chat}/${message}`;
}

function entryOf(record: PluginStateRecord, me: string): StateEntry {
  return {
    key: record.key,
    value: record.value ?? null,
    owner: record.owner,
    mine: record.owner !== '' && record.owner === me,
    updatedBy: record.updatedBy,
    updated: record.updated,
  };
}

function entries(scope: Scope): StateEntry[] {
  const me = currentUser()?.id ?? '';
  return [...(scope.records?.values() ?? [])].map((record) => entryOf(record, me));
}

function notify(scope: Scope): void {
  const current = entries(scope);
  for (const listener of [...scope.listeners]) listener(current);
}

/** Applies one change; says whether it changed anything (an echo of our own write does not). */
function apply(scope: Scope, event: LiveEvent<PluginStateRecord>): boolean {
  const records = scope.records;
  if (!records) {
    scope.buffer.push(event);
    return false;
  }
  const held = records.get(event.record.id);
  if (event.action === 'delete') return records.delete(event.record.id);
  if (held && held.updated === event.record.updated) return false;
  records.set(event.record.id, event.record);
  return true;
}

function receive(event: LiveEvent<PluginStateRecord>): void {
  const { record } = event;
  const scope = scopes.get(scopeId(record.plugin, record.chat, record.message));
  if (scope && apply(scope, event)) notify(scope);
}

async function fetchRecords(
  plugin: string,
  chat: string,
  messages: readonly string[],
): Promise<PluginStateRecord[]> {
  const which = messages.map((message) => `message = ${quoted(message)}`).join(' || ');
  return (await stateApi()).getFullList({
    filter: `plugin = ${quoted(plugin)} && chat = ${quoted(chat)} && (${which})`,
    sort: 'created,id',
    batch: 1000,
    requestKey: null,
  });
}

function settle(scope: Scope, records: readonly PluginStateRecord[]): void {
  scope.records = new Map(records.map((record) => [record.id, record]));
  const replay = scope.buffer;
  scope.buffer = [];
  for (const event of replay) apply(scope, event);
}

/** Loads every scope asked for since the last flush: one request per plugin, chat and 40 messages. */
function flush(): void {
  flushTimer = null;
  const waiting = queue;
  queue = [];
  const groups = new Map<string, typeof waiting>();
  for (const item of waiting) {
    const group = `${item.scope.plugin}/${item.scope.chat}`;
    groups.set(group, [...(groups.get(group) ?? []), item]);
  }
  for (const group of groups.values()) {
    for (let start = 0; start < group.length; start += MESSAGES_PER_LOAD) {
      const part = group.slice(start, start + MESSAGES_PER_LOAD);
      const first = part[0];
      if (!first) continue;
      const messages = part.map((item) => item.scope.message);
      fetchRecords(first.scope.plugin, first.scope.chat, messages).then(
        (records) => {
          for (const item of part) {
            settle(
              item.scope,
              records.filter((record) => record.message === item.scope.message),
            );
            item.done();
          }
        },
        (error: unknown) => {
          for (const item of part) item.fail(error);
        },
      );
    }
  }
}

function load(scope: Scope): Promise<void> {
  scope.records = null;
  scope.buffer = [];
  const loaded = new Promise<void>((done, fail) => queue.push({ scope, done, fail }));
  flushTimer ??= setTimeout(flush, LOAD_BATCH_MS);
  return loaded;
}

function reloadAll(reconnected: boolean): void {
  if (!reconnected) return;
  // Events sent while the connection was down are lost: everything watched is read again.
  for (const scope of scopes.values()) {
    scope.loaded = load(scope).then(() => notify(scope));
    scope.loaded.catch(() => undefined);
  }
}

function openStream(): void {
  if (stream) return;
  const stop = stateApi()
    .then((api) => api.subscribe('*', (event) => receive(liveEvent(event))))
    .catch(() => null);
  stream = { stop, stopReloading: onRealtimeConnect(reloadAll) };
}

function closeStream(): void {
  const open = stream;
  stream = null;
  open?.stopReloading();
  void open?.stop.then((stop) => stop?.()).catch(() => undefined);
}

function scopeFor(plugin: string, where: StateScope): Scope {
  const id = scopeId(plugin, where.chat, where.message);
  const held = scopes.get(id);
  if (held) return held;
  openStream();
  const scope: Scope = {
    id,
    plugin,
    chat: where.chat,
    message: where.message,
    records: null,
    buffer: [],
    loaded: Promise.resolve(),
    listeners: new Set(),
  };
  scope.loaded = load(scope);
  // A failed load is tried again by the next call.
  scope.loaded.catch(() => undefined);
  scopes.set(id, scope);
  return scope;
}

async function ready(scope: Scope): Promise<Map<string, PluginStateRecord>> {
  await scope.loaded.catch(() => {
    scope.loaded = load(scope);
    return scope.loaded;
  });
  if (!scope.records) throw new Error('The state did not load.');
  return scope.records;
}

function find(records: Map<string, PluginStateRecord>, key: string, owner: string) {
  return [...records.values()].find((record) => record.key === key && record.owner === owner);
}

function signedIn(): string {
  const me = currentUser()?.id;
  if (!me) throw new Error('Shared state needs a signed-in user.');
  return me;
}

async function write(scope: Scope, key: string, value: unknown, owner: string): Promise<void> {
  const api = await stateApi();
  const held = find(await ready(scope), key, owner);
  let saved: PluginStateRecord;
  if (held) {
    saved = await api.update<PluginStateRecord>(held.id, { value }, { requestKey: null });
  } else {
    const body = {
      chat: scope.chat,
      message: scope.message,
      plugin: scope.plugin,
      key,
      owner,
      value,
    };
    try {
      saved = await api.create<PluginStateRecord>(body, { requestKey: null });
    } catch (error) {
      // Another member created the same entry first (its event may still be on its way).
      if (!isSdkError(error) || error.status !== 400) throw error;
      const filter = [
        `chat = ${quoted(scope.chat)}`,
        `message = ${quoted(scope.message)}`,
        `plugin = ${quoted(scope.plugin)}`,
        `key = ${quoted(key)}`,
        `owner = ${quoted(owner)}`,
      ].join(' && ');
      const existing = await api
        .getFirstListItem<PluginStateRecord>(filter, { requestKey: null })
        .catch(() => Promise.reject(error));
      saved = await api.update<PluginStateRecord>(existing.id, { value }, { requestKey: null });
    }
  }
  if (apply(scope, { action: held ? 'update' : 'create', record: saved })) notify(scope);
}

async function erase(scope: Scope, key: string, owner: string): Promise<void> {
  const held = find(await ready(scope), key, owner);
  if (!held) return;
  try {
    await (await stateApi()).delete(held.id, { requestKey: null });
  } catch (error) {
    if (!isSdkError(error) || error.status !== 404) throw error;
  }
  if (apply(scope, { action: 'delete', record: held })) notify(scope);
}

/**
 * Opens `plugin`'s (record id) state in one scope for a frame: ONE realtime subscription for all
 * scopes, one copy of each scope however many frames show it (a poll in the chat and in its
 * panel), loaded in batches, and `onChange` told about every change by anyone. `own` entries are
 * the signed-in user's (one each: votes); others are anyone's.
 */
export function openState(
  plugin: string,
  where: StateScope,
  onChange: (entries: StateEntry[]) => void,
): StateHandle {
  const scope = scopeFor(plugin, where);
  scope.listeners.add(onChange);
  let closed = false;
  return {
    list: async () => {
      await ready(scope);
      return entries(scope);
    },
    set: (key, value, own) => write(scope, key, value, own ? signedIn() : ''),
    remove: (key, own) => erase(scope, key, own ? signedIn() : ''),
    close() {
      if (closed) return;
      closed = true;
      scope.listeners.delete(onChange);
      // A remount (React's strict mode) opens the scope again before this runs.
      queueMicrotask(() => {
        if (scope.listeners.size > 0 || scopes.get(scope.id) !== scope) return;
        scopes.delete(scope.id);
        if (scopes.size === 0) closeStream();
      });
    },
  };
}
