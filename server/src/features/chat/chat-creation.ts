import { CHAT_TITLE_MAX, GROUP_MAX_MEMBERS, type ErrorCode } from '@hearth/shared';
import type { App } from '../../app.js';
import { badRequest, fieldError } from '../../errors.js';
import { nowString } from '../../lib/dates.js';
import type { Queryable } from '../../storage/db.js';
import { pairKey } from '../friends/social-queries.js';
import { directChatByPair, mayTalk } from './chat-queries.js';
import { postSystemMessage, systemInfo } from './system-messages.js';

/**
 * Chats are made here, with their members, in one transaction: a rule can allow one record,
 * not a chat and the memberships that make it visible. Both return the chat's id.
 */

function invalid(field: string, code: ErrorCode, message: string): never {
  throw badRequest('Failed to create record.', { [field]: fieldError(code, message) });
}

/**
 * The direct chat between the caller and a friend: the existing one, or a new one with both
 * as members. `pair` is unique among direct chats, so of two people opening it at once one
 * creates it; the other's insert waits for that commit, fails on the index (in a savepoint,
 * so its transaction goes on) and answers the chat the first one made.
 */
export function openDirectChat(app: App, caller: string, body: Record<string, unknown>) {
  const other = body['user'];
  if (typeof other !== 'string' || other === '' || other === caller) {
    invalid('user', 'validation_invalid_value', 'Choose a friend to message.');
  }
  const pair = pairKey(caller, other);
  return app.records.transaction(async (tx) => {
    const existing = await directChatByPair(tx, pair);
    if (existing) return existing;
    if (!(await mayTalk(tx, caller, other))) {
      invalid('user', 'validation_chat_not_friends', 'You can only message your friends.');
    }
    const chat = { kind: 'direct', owner: caller, pair, lastMessageAt: nowString(), lastSeq: 0 };
    try {
      return await app.records.transaction(async (savepoint) => {
        const id = await createChat(app, savepoint, chat);
        await addMember(app, savepoint, id, caller, 'member');
        await addMember(app, savepoint, id, other, 'member');
        return id;
      }, tx);
    } catch (error) {
      const made = await directChatByPair(tx, pair);
      if (made) return made;
      throw error;
    }
  });
}

/** A new group owned by the caller, with those of their friends they chose. */
export function createGroup(app: App, caller: string, body: Record<string, unknown>) {
  const title = typeof body['title'] === 'string' ? body['title'].trim() : '';
  if (title === '') invalid('title', 'validation_required', 'A group needs a title.');
  if (title.length > CHAT_TITLE_MAX) {
    invalid('title', 'validation_max_text_constraint', `At most ${CHAT_TITLE_MAX} characters.`);
  }
  const members = memberList(body['members'], caller);
  return app.records.transaction(async (tx) => {
    for (const user of members) {
      if (!(await mayTalk(tx, caller, user))) {
        invalid('members', 'validation_member_not_friend', 'You can only add your friends.');
      }
    }
    const chat = { kind: 'group', title, owner: caller, lastMessageAt: nowString(), lastSeq: 0 };
    const id = await createChat(app, tx, chat);
    await addMember(app, tx, id, caller, 'owner');
    for (const user of members) await addMember(app, tx, id, user, 'member');
    await postSystemMessage(app, tx, { chat: id, event: 'created', author: caller, text: title });
    return id;
  });
}

function memberList(value: unknown, caller: string): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string' && item !== '')) {
    invalid('members', 'validation_invalid_value', 'Members must be a list of user ids.');
  }
  const unique = [...new Set(value.filter((id) => id !== caller))];
  if (unique.length === 0) invalid('members', 'validation_required', 'Choose at least one friend.');
  if (unique.length >= GROUP_MAX_MEMBERS) {
    invalid(
      'members',
      'validation_chat_too_many_members',
      `A group has at most ${GROUP_MAX_MEMBERS} members.`,
    );
  }
  return unique;
}

async function createChat(app: App, tx: Queryable, data: Record<string, unknown>) {
  const chats = app.collections.find('chats');
  const info = systemInfo(app);
  if (!chats || !info) throw new Error('the chat collections are missing');
  const created = await app.records.create(chats, { data, files: {} }, info, { tx });
  return String(created['id']);
}

async function addMember(app: App, tx: Queryable, chat: string, user: string, role: string) {
  const members = app.collections.find('chat_members');
  const info = systemInfo(app);
  if (!members || !info) throw new Error('the chat collections are missing');
  await app.records.create(members, { data: { chat, user, role }, files: {} }, info, { tx });
}
