import { randomUUID } from 'node:crypto';
import type { ChatReadState, ReadResult } from '@hearth/shared';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { expect } from 'vitest';
import { RealtimeProbe, recordEvent, type ReceivedEvent } from './realtime-probe.js';
import { failure } from './sdk-outcome.js';
import { befriend, people, type Person } from './social-kit.js';
import type { TestServer } from './test-server.js';

/**
 * Chat as its clients use it (docs/chat-data-model.md): the routes of `/api/hearth/chats`, the
 * records API of `chats`, `chat_members`, `messages`, `reactions` and `pins`, and what a
 * superuser sees of them to tell what is stored.
 */

const CHATS_ROUTE = '/api/hearth/chats';

/** A fresh `clientId`, as the web client makes one per send. */
export const newClientId = (): string => randomUUID();

/** `POST /api/hearth/chats/direct`: the direct chat of `a` with `b`. */
export function openDirect(a: Person, b: Person | string): Promise<RecordModel> {
  return a.pb.send<RecordModel>(`${CHATS_ROUTE}/direct`, {
    method: 'POST',
    body: { user: typeof b === 'string' ? b : b.id },
  });
}

/** `POST /api/hearth/chats/group`: a group owned by `owner` with `members`. */
export function createGroup(
  owner: Person,
  title: string,
  members: readonly (Person | string)[],
): Promise<RecordModel> {
  return owner.pb.send<RecordModel>(`${CHATS_ROUTE}/group`, {
    method: 'POST',
    body: { title, members: members.map((m) => (typeof m === 'string' ? m : m.id)) },
  });
}

/** Posts a message the way the app does: as its author, `kind: "text"`, with any other fields. */
export function postMessage(
  sender: Person,
  chatId: string,
  fields: Record<string, unknown>,
): Promise<RecordModel> {
  return sender.pb
    .collection('messages')
    .create({ chat: chatId, author: sender.id, kind: 'text', ...fields });
}

/** Sends a text message with a `clientId` (a fresh one unless given). */
export function sendText(
  sender: Person,
  chatId: string,
  text: string,
  clientId: string = newClientId(),
): Promise<RecordModel> {
  return postMessage(sender, chatId, { text, clientId });
}

/** `who` reacts to a message with `emoji`, as themselves. */
export function react(who: Person, messageId: string, emoji: string): Promise<RecordModel> {
  return who.pb.collection('reactions').create({ message: messageId, user: who.id, emoji });
}

/** `who` pins a message of a chat, as themselves. */
export function pin(who: Person, chatId: string, messageId: string): Promise<RecordModel> {
  return who.pb.collection('pins').create({ chat: chatId, message: messageId, pinnedBy: who.id });
}

/** A message's reactions, as stored, oldest first. */
export function reactionsOf(admin: PocketBase, messageId: string): Promise<RecordModel[]> {
  return admin
    .collection('reactions')
    .getFullList({ filter: `message = "${messageId}"`, sort: 'created,id' });
}

/** A chat's pins, as stored, oldest first. */
export function pinsOf(admin: PocketBase, chatId: string): Promise<RecordModel[]> {
  return admin.collection('pins').getFullList({ filter: `chat = "${chatId}"`, sort: 'created,id' });
}

/** `POST /api/hearth/chats/{id}/read`: moves the reader's read position to `messageId`. */
export function readTo(reader: Person, chatId: string, messageId: string): Promise<ReadResult> {
  return reader.pb.send<ReadResult>(`${CHATS_ROUTE}/${encodeURIComponent(chatId)}/read`, {
    method: 'POST',
    body: { message: messageId },
  });
}

/** `GET /api/hearth/chats/unread`: the read state of every chat of `reader`. */
export async function unread(reader: Person): Promise<ChatReadState[]> {
  const answer = await reader.pb.send<{ items: ChatReadState[] }>(`${CHATS_ROUTE}/unread`, {
    method: 'GET',
  });
  return answer.items;
}

/** The read state of one chat for `reader` (undefined when the chat is not theirs). */
export async function unreadIn(reader: Person, chatId: string): Promise<ChatReadState | undefined> {
  return (await unread(reader)).find((item) => item.chat === chatId);
}

/** `POST /api/hearth/chats/{id}/typing`. */
export function typing(typist: Person, chatId: string): Promise<unknown> {
  return typist.pb.send(`${CHATS_ROUTE}/${encodeURIComponent(chatId)}/typing`, {
    method: 'POST',
  });
}

/** The membership record of `user` in a chat, as `pb` sees it (throws when it sees none). */
export function membershipOf(
  pb: PocketBase,
  chatId: string,
  user: Person | string,
): Promise<RecordModel> {
  const userId = typeof user === 'string' ? user : user.id;
  return pb.collection('chat_members').getFirstListItem(`chat = "${chatId}" && user = "${userId}"`);
}

/** Owners and admins add a friend to a group as a member, through the records API. */
export function addMember(manager: Person, chatId: string, added: Person): Promise<RecordModel> {
  return manager.pb
    .collection('chat_members')
    .create({ chat: chatId, user: added.id, role: 'member' });
}

/** Changes the role of `target` in a group, as `manager`. */
export async function setRole(
  manager: Person,
  chatId: string,
  target: Person,
  role: 'admin' | 'member',
): Promise<RecordModel> {
  const membership = await membershipOf(manager.pb, chatId, target);
  return manager.pb.collection('chat_members').update(membership.id, { role });
}

/** `who` leaves a chat by deleting their own membership. */
export async function leave(who: Person, chatId: string): Promise<void> {
  const membership = await membershipOf(who.pb, chatId, who);
  await who.pb.collection('chat_members').delete(membership.id);
}

/** `remover` removes `removed` from a group. */
export async function removeMember(remover: Person, chatId: string, removed: Person) {
  const membership = await membershipOf(remover.pb, chatId, removed);
  await remover.pb.collection('chat_members').delete(membership.id);
}

/** A chat's messages in `seq` order, as stored (seen by a superuser). */
export function messagesOf(admin: PocketBase, chatId: string): Promise<RecordModel[]> {
  return admin.collection('messages').getFullList({ filter: `chat = "${chatId}"`, sort: 'seq' });
}

/** A chat's members, as stored, oldest first. */
export function membersOf(admin: PocketBase, chatId: string): Promise<RecordModel[]> {
  return admin
    .collection('chat_members')
    .getFullList({ filter: `chat = "${chatId}"`, sort: 'created,id' });
}

/** `user id → role` of a chat's members. */
export async function rolesOf(admin: PocketBase, chatId: string): Promise<Record<string, string>> {
  const members = await membersOf(admin, chatId);
  return Object.fromEntries(members.map((m) => [String(m['user']), String(m['role'])]));
}

/** A system message as the tests compare it. */
export interface SystemNote {
  event: string;
  author: string;
  subject: string;
  text: string;
}

/** A chat's system messages after `afterSeq`, in order. */
export async function systemNotesOf(
  admin: PocketBase,
  chatId: string,
  afterSeq = 0,
): Promise<SystemNote[]> {
  const messages = await messagesOf(admin, chatId);
  return messages
    .filter((message) => message['kind'] === 'system' && Number(message['seq']) > afterSeq)
    .map((message) => ({
      event: String(message['event']),
      author: String(message['author']),
      subject: String(message['subject']),
      text: String(message['text']),
    }));
}

/** The `lastSeq` of a chat, as stored. */
export async function lastSeqOf(admin: PocketBase, chatId: string): Promise<number> {
  return Number((await admin.collection('chats').getOne(chatId))['lastSeq']);
}

/**
 * Everything stored about a chat (the chat, its members, its messages with their reactions,
 * its pins, the hidden fields included), as one text, to tell that a refused request changed
 * nothing.
 */
export async function chatState(admin: PocketBase, chatId: string): Promise<string> {
  const chat = await admin
    .collection('chats')
    .getOne(chatId)
    .catch(() => null);
  const members = await membersOf(admin, chatId);
  const messages = await messagesOf(admin, chatId);
  const reactions = await admin
    .collection('reactions')
    .getFullList({ filter: `message.chat = "${chatId}"`, sort: 'created,id' });
  const pins = await pinsOf(admin, chatId);
  return JSON.stringify({ chat, members, messages, reactions, pins });
}

/** How many records each chat collection holds: a whole-server snapshot for refused routes. */
export async function chatCounts(admin: PocketBase): Promise<string> {
  const counts = await Promise.all(
    ['chats', 'chat_members', 'messages', 'reactions', 'pins'].map(
      async (name) => (await admin.collection(name).getList(1, 1)).totalItems,
    ),
  );
  return counts.join(' ');
}

/** New people named `owner` and `names`, the owner befriending each of the others. */
export async function circle<const N extends string>(
  server: TestServer,
  names: readonly N[],
): Promise<Record<N | 'owner', Person>> {
  const everyone = await people(server, ['owner', ...names]);
  await Promise.all(names.map((name) => befriend(everyone.owner, everyone[name])));
  return everyone;
}

/**
 * The field errors of a refused call, after checking PocketBase's error shape
 * (`{status, message, data}`) and the status.
 */
export async function refusal(promise: Promise<unknown>, status = 400): Promise<unknown> {
  const error = await failure(promise);
  expect(error.status).toBe(status);
  expect(error.response).toMatchObject({
    status,
    message: expect.any(String),
    data: expect.any(Object),
  });
  return error.response['data'];
}

/**
 * Makes the call and checks that it is refused with `status` (and `data` when given) and that
 * nothing stored changed: not the chat, its members, messages, reactions or pins, nor the
 * number of records.
 */
export async function expectRefused(
  admin: PocketBase,
  chatId: string,
  call: () => Promise<unknown>,
  status: number,
  data?: Record<string, unknown>,
): Promise<void> {
  const before = { chat: await chatState(admin, chatId), counts: await chatCounts(admin) };
  const answer = await refusal(call(), status);
  if (data) expect(answer).toMatchObject(data);
  expect({ chat: await chatState(admin, chatId), counts: await chatCounts(admin) }).toEqual(before);
}

/** A field error of one code, as `refusal` answers it. */
export const fieldError = (field: string, code: string) => ({
  [field]: expect.objectContaining({ code }),
});

/** The download URL of a record's file, with a file token when given. */
export function fileUrl(
  server: TestServer,
  record: RecordModel,
  filename: string,
  token?: string,
): string {
  return server.client().files.getURL(record, filename, token ? { token } : {});
}

/** The file names a file field holds (one or many). */
export function fileNames(record: RecordModel, field: string): string[] {
  const value: unknown = record[field];
  if (Array.isArray(value)) return value.map(String);
  return value ? [String(value)] : [];
}

/** What a probe heard: `action collection id` per event, in order. */
export function heard(events: readonly ReceivedEvent[]): string[] {
  return events.map((event) => {
    const { action, record } = recordEvent(event);
    return `${action} ${String(record['collectionName'])} ${String(record['id'])}`;
  });
}

/** A realtime probe for each client, each subscribed to every topic, in the clients' order. */
export function probesFor(
  server: TestServer,
  clients: readonly PocketBase[],
  topics: readonly string[],
): Promise<RealtimeProbe[]> {
  return Promise.all(
    clients.map(async (pb) => {
      const probe = await RealtimeProbe.open(server, pb);
      for (const topic of topics) await probe.subscribe(topic);
      return probe;
    }),
  );
}
