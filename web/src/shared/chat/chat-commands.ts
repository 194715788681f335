import { loadPb } from '../lib/load-pb';
import { currentUser } from '../lib/session';
import { chats, members } from './chat-api';
import { quoted } from './chat-filter';
import { chatListStore } from './chat-list-store';
import type { ChatMemberRecord, ChatRecord } from './chat-records';
import { publishLocal } from './chat-stream';

async function route(path: string, body: Record<string, unknown>): Promise<ChatRecord> {
  const { pb } = await loadPb();
  return pb.send<ChatRecord>(path, { method: 'POST', body, requestKey: null });
}

async function updateChat(chatId: string, body: Record<string, unknown>): Promise<void> {
  const record = await (await chats()).update<ChatRecord>(chatId, body, { requestKey: null });
  publishLocal.chat({ action: 'update', record });
}

/** The signed-in user's membership of `chatId` (from the list, else from the server). */
async function myMembership(chatId: string): Promise<ChatMemberRecord> {
  const known = chatListStore.summary(chatId)?.me;
  if (known) return known;
  const me = currentUser()?.id ?? '';
  return (await members()).getFirstListItem(`chat = ${quoted(chatId)} && user = ${quoted(me)}`, {
    requestKey: null,
  });
}

/** Opens (or finds) the direct chat with `userId`; returns its id. */
export async function openDirectChat(userId: string): Promise<string> {
  const chat = await route('/api/hearth/chats/direct', { user: userId });
  // A new chat arrives through its members' realtime events; one not yet listed loads now.
  if (!chatListStore.summary(chat.id)) chatListStore.reload();
  return chat.id;
}

/** Creates a group of the user's friends `members`, then gives it its avatar; returns its id. */
export async function createGroup(input: {
  title: string;
  members: readonly string[];
  avatar?: File | null;
}): Promise<string> {
  const chat = await route('/api/hearth/chats/group', {
    title: input.title,
    members: [...input.members],
  });
  if (input.avatar) await updateChat(chat.id, { avatar: input.avatar });
  if (!chatListStore.summary(chat.id)) chatListStore.reload();
  return chat.id;
}

/** Renames a group (owners and admins). */
export function renameGroup(chatId: string, title: string): Promise<void> {
  return updateChat(chatId, { title });
}

/** Sets or (with null) removes a group's avatar. */
export function setGroupAvatar(chatId: string, file: File | null): Promise<void> {
  // note: PocketBase clears a file field sent empty.
  return updateChat(chatId, { avatar: file ?? '' });
}

/** Hands a group to another member; the old owner becomes an admin. */
export function transferOwnership(chatId: string, userId: string): Promise<void> {
  return updateChat(chatId, { owner: userId });
}

/** Deletes a group with its members and messages (the owner). */
export async function deleteGroup(chatId: string): Promise<void> {
  const held = chatListStore.summary(chatId)?.chat;
  await (await chats()).delete(chatId, { requestKey: null });
  if (held) publishLocal.chat({ action: 'delete', record: held });
}

/** Adds the user's friends `userIds` to a group as members; fails if any could not be added. */
export async function addMembers(chatId: string, userIds: readonly string[]): Promise<void> {
  const api = await members();
  const results = await Promise.allSettled(
    userIds.map((user) =>
      api.create<ChatMemberRecord>(
        { chat: chatId, user, role: 'member' },
        { expand: 'user', requestKey: null },
      ),
    ),
  );
  for (const result of results) {
    if (result.status === 'fulfilled') {
      publishLocal.member({ action: 'create', record: result.value });
    }
  }
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}

/** Removes a member from a group (owners anyone, admins members). */
export async function removeMember(memberId: string): Promise<void> {
  const held = chatListStore.findMember(memberId);
  await (await members()).delete(memberId, { requestKey: null });
  if (held) publishLocal.member({ action: 'delete', record: held });
}

/** Makes a member an admin, or an admin a member. */
export async function setMemberRole(memberId: string, role: 'admin' | 'member'): Promise<void> {
  const record = await (
    await members()
  ).update<ChatMemberRecord>(memberId, { role }, { requestKey: null });
  publishLocal.member({ action: 'update', record });
}

/** Leaves a group (deletes the user's own membership). */
export async function leaveChat(chatId: string): Promise<void> {
  const membership = await myMembership(chatId);
  await (await members()).delete(membership.id, { requestKey: null });
  publishLocal.member({ action: 'delete', record: membership });
}

/** Mutes a chat until `until` (MUTED_FOREVER: until unmuted); '' unmutes. */
export async function setMuted(chatId: string, until: string): Promise<void> {
  const membership = await myMembership(chatId);
  const record = await (
    await members()
  ).update<ChatMemberRecord>(membership.id, { mutedUntil: until }, { requestKey: null });
  publishLocal.member({ action: 'update', record });
}
