import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { HEARTH_FEATURES } from '../hearth-features.js';
import {
  circle,
  createGroup,
  leave,
  newClientId,
  postMessage,
  refusal,
  sendText,
} from '../../test/chat-kit.js';
import {
  foundTexts,
  highlightedParts,
  indexEntries,
  indexSegments,
  indexState,
} from '../../test/search-kit.js';
import { createTestDatabase, postgresTestUrl } from '../../test/test-postgres.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { parseSearchQuery } from './search-query.js';
import { SEARCH_UPKEEP_JOB, searchFeature } from './search-feature.js';
import { searchIndexFor } from './search-index-for.js';
import { MAX_INDEXED_CHATS } from './search-index.js';

/**
 * The index follows the messages (docs/chat-data-model.md, "Search"): creates, edits and
 * deletions in the same transaction as the message write, cascades included; system
 * messages never; messages stored before search existed are indexed by its migration, and
 * entries of messages that went around the hooks are swept.
 */

let server: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
});
afterAll(() => server.close());

async function group() {
  const { owner, friend } = await circle(server, ['friend']);
  const chat = await createGroup(owner, 'index', [friend]);
  return { owner, friend, chat };
}

describe('an edit', () => {
  it('is found by its new text only, with highlights in it', async () => {
    const { owner, chat } = await group();
    const message = await sendText(owner, chat.id, 'apple pie tonight');
    expect(await foundTexts(owner, 'apple')).toEqual(['apple pie tonight']);
    await owner.pb.collection('messages').update(message.id, { text: 'banana split, no apple' });
    expect(await foundTexts(owner, 'pie')).toEqual([]);
    expect(await highlightedParts(owner, 'banana apple')).toEqual([['banana', 'apple']]);
    expect(await indexEntries(server, message.id)).toBe(1);
  });

  it('of another field leaves the text found', async () => {
    const { owner, chat } = await group();
    const message = await sendText(owner, chat.id, 'unchanged words');
    await owner.pb.collection('messages').update(message.id, { previewHidden: true });
    expect(await foundTexts(owner, 'unchanged')).toEqual(['unchanged words']);
  });
});

describe('a deletion', () => {
  it('by the author (deleted: true) takes the message out of the index', async () => {
    const { owner, chat } = await group();
    const message = await sendText(owner, chat.id, 'regrettable remark');
    await owner.pb.collection('messages').update(message.id, { deleted: true });
    expect(await foundTexts(owner, 'regrettable')).toEqual([]);
    expect(await indexEntries(server, message.id)).toBe(0);
  });

  it('by a group owner of a member’s message does too', async () => {
    const { owner, friend, chat } = await group();
    const message = await sendText(friend, chat.id, 'moderated remark');
    await owner.pb.collection('messages').update(message.id, { deleted: true });
    expect(await foundTexts(friend, 'moderated')).toEqual([]);
    expect(await indexEntries(server, message.id)).toBe(0);
  });

  it('of the chat takes its messages with it', async () => {
    const { owner, chat } = await group();
    const message = await sendText(owner, chat.id, 'cascading words');
    await owner.pb.collection('chats').delete(chat.id);
    expect(await indexEntries(server, message.id)).toBe(0);
  });

  it('of the author’s account takes their messages with it', async () => {
    const { owner, friend, chat } = await group();
    const message = await sendText(friend, chat.id, 'farewell words');
    await admin.collection('users').delete(friend.id);
    expect(await foundTexts(owner, 'farewell')).toEqual([]);
    expect(await indexEntries(server, message.id)).toBe(0);
  });

  it('of the record by a superuser forgets it', async () => {
    const { owner, chat } = await group();
    const message = await sendText(owner, chat.id, 'erased words');
    await admin.collection('messages').delete(message.id);
    expect(await indexEntries(server, message.id)).toBe(0);
  });
});

describe('what is never indexed', () => {
  it('system messages: a group renamed is not found by its new title', async () => {
    const { owner, chat } = await group();
    await owner.pb.collection('chats').update(chat.id, { title: 'Zebracorn party' });
    const [renamed] = await admin
      .collection('messages')
      .getFullList({ filter: `chat = "${chat.id}" && event = "renamed"` });
    expect(renamed?.['text']).toBe('Zebracorn party');
    expect(await indexEntries(server, String(renamed?.id))).toBe(0);
    expect(await foundTexts(owner, 'zebracorn')).toEqual([]);
  });

  it('a repeated clientId: the retry stores nothing and indexes nothing', async () => {
    const { owner, chat } = await group();
    const clientId = newClientId();
    await sendText(owner, chat.id, 'original words', clientId);
    const before = await indexState(server);
    await sendText(owner, chat.id, 'ghostly retry', clientId);
    expect(await indexState(server)).toBe(before);
    expect(await foundTexts(owner, 'ghostly')).toEqual([]);
    expect(await foundTexts(owner, 'original')).toEqual(['original words']);
  });

  it('a refused message: nothing of it reaches the index', async () => {
    const { owner, chat } = await group();
    const before = await indexState(server);
    await refusal(postMessage(owner, chat.id, { text: '   ' }));
    expect(await indexState(server)).toBe(before);
  });
});

describe('the transaction', () => {
  it('rolls the index back with a write that fails after the hooks ran', async () => {
    const { owner, chat } = await group();
    const message = await sendText(owner, chat.id, 'survivor words');
    const before = await indexState(server);
    // note: an id already taken fails at the insert, after every before-write hook.
    await refusal(
      admin
        .collection('messages')
        .create({ id: message.id, chat: chat.id, author: owner.id, kind: 'text', text: 'usurper' }),
    );
    expect(await indexState(server)).toBe(before);
    expect(await foundTexts(owner, 'survivor')).toEqual(['survivor words']);
    expect(await foundTexts(owner, 'usurper')).toEqual([]);
  });
});

describe('a search of more chats than FTS5 is given', () => {
  it('is restricted to those chats by SQL instead', async () => {
    const { owner, friend, chat } = await group();
    const searched = await sendText(owner, chat.id, 'crowded words');
    const other = await createGroup(owner, 'not searched', [friend]);
    await sendText(owner, other.id, 'crowded elsewhere');
    const padding = Array.from({ length: MAX_INDEXED_CHATS }, (_, i) => `nochat${i}`);
    const found = await searchIndexFor(server.app.db.dialect).find(server.app.db, {
      terms: parseSearchQuery('crowded'),
      user: owner.id,
      chats: [...padding, chat.id],
      author: null,
      after: null,
      before: null,
      limit: 10,
      offset: 0,
    });
    expect(found).toEqual([searched.id]);
  });
});

describe('leaving a group', () => {
  it('ends finding its messages', async () => {
    const { owner, friend, chat } = await group();
    await sendText(owner, chat.id, 'members only');
    expect(await foundTexts(friend, 'members')).toEqual(['members only']);
    await leave(friend, chat.id);
    expect(await foundTexts(friend, 'members')).toEqual([]);
  });
});

describe('the daily upkeep', () => {
  it('merges what the writes of the day added into one segment, still finding everything', async () => {
    const { owner, chat } = await group();
    for (const word of ['alpha', 'bravo', 'charlie', 'delta']) {
      await sendText(owner, chat.id, `upkeep ${word}`);
    }
    expect(await indexSegments(server)).toBeGreaterThan(1);
    expect(await server.app.crons.runNow(SEARCH_UPKEEP_JOB.id)).toBe(true);
    expect(await indexSegments(server)).toBe(1);
    expect(await foundTexts(owner, 'upkeep')).toHaveLength(4);
  });
});

describe('an install from before search', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-search-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('gets its messages indexed by the migration, and its orphans swept', async () => {
    const withoutSearch = HEARTH_FEATURES.filter((feature) => feature !== searchFeature);
    // note: both servers use one database, which outlives the first (a server drops its own).
    const database = postgresTestUrl() === null ? null : await createTestDatabase();
    onTestFinished(() => database?.drop());
    const storage = { dataDir, ...(database ? { databaseUrl: database.url } : {}) };
    const old = await startTestServer({ ...storage, features: withoutSearch });
    const { owner, chat } = await (async () => {
      const { owner: o, friend } = await circle(old, ['friend']);
      return { owner: o, chat: await createGroup(o, 'old', [friend]) };
    })();
    await sendText(owner, chat.id, '我们说中文吧');
    const gone = await sendText(owner, chat.id, 'deleted before the upgrade');
    await owner.pb.collection('messages').update(gone.id, { deleted: true });
    await old.close();

    const upgraded = await startTestServer(storage);
    try {
      const again = { ...owner, pb: upgraded.client() };
      again.pb.authStore.save(owner.pb.authStore.token, owner.pb.authStore.record);
      expect(await foundTexts(again, '中文')).toEqual(['我们说中文吧']);
      expect(await foundTexts(again, 'upgrade')).toEqual([]);
      expect(await indexEntries(upgraded, gone.id)).toBe(0);

      const root = await upgraded.superuser();
      await root.collections.truncate('messages');
      expect(JSON.parse(await indexState(upgraded))).toMatchObject({ fts: 1 });
      // note: the crons API answers before the job ends; the scheduler's own run is awaited.
      expect(await upgraded.app.crons.runNow(SEARCH_UPKEEP_JOB.id)).toBe(true);
      expect(JSON.parse(await indexState(upgraded))).toEqual({ rows: [], fts: 0 });
    } finally {
      await upgraded.close();
    }
  });
});
