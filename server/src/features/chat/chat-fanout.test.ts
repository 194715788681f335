import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RealtimeProbe, recordEvent } from '../../test/realtime-probe.js';
import { befriend, people, type Person } from '../../test/social-kit.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

/**
 * The fan-out of a message costs what the chat's members are, not what everyone connected is:
 * the `messages` rules pin the chat's members to the requester, so only they are checked, and
 * the event's JSON is rendered once for all of them. Reactions and pins reach the same members
 * through their message or chat (`message.chat.chat_members_via_chat.user`: two hops).
 */
describe('message fan-out', () => {
  let server: TestServer;
  let crowd: RealtimeProbe[];
  let a: Person;
  let b: Person;
  let chatId: string;

  beforeAll(async () => {
    server = await startTestServer();
    ({ a, b } = await people(server, ['a', 'b'] as const));
    await befriend(a, b);
    const chat = await a.pb.send<{ id: string }>('/api/hearth/chats/direct', {
      method: 'POST',
      body: { user: b.id },
    });
    chatId = chat.id;
    const strangers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => server.user(`stranger-${i}@example.com`)),
    );
    crowd = await Promise.all(
      [a, b, ...strangers].map(async ({ pb }) => {
        const probe = await RealtimeProbe.open(server, pb);
        for (const topic of ['messages/*', 'reactions/*', 'pins/*']) await probe.subscribe(topic);
        return probe;
      }),
    );
  });

  afterAll(() => server.close());

  it('checks the rule for the members only, and renders the event once', async () => {
    const { records } = server.app;
    const checks = vi.spyOn(records, 'matchesStored');
    const renders = vi.spyOn(records, 'present');
    try {
      await a.pb
        .collection('messages')
        .create({ chat: chatId, author: a.id, kind: 'text', text: 'hello' });
      const heard = await Promise.all(crowd.map((probe) => probe.drain()));
      const texts = (index: number) =>
        heard[index]?.map((event) => recordEvent(event).record['text']);
      expect([texts(0), texts(1)]).toEqual([['hello'], ['hello']]);
      expect(heard.slice(2).flat()).toEqual([]);
      // The two members are the only ones checked, and they see the same JSON.
      expect(checks).toHaveBeenCalledTimes(2);
      const realtimeRenders = renders.mock.calls.filter(
        ([, , , info]) => info.context === 'realtime',
      );
      expect(realtimeRenders).toHaveLength(1);
    } finally {
      checks.mockRestore();
      renders.mockRestore();
    }
  });

  it("checks reactions and pins for the chat's members only", async () => {
    const message = await a.pb
      .collection('messages')
      .create({ chat: chatId, author: a.id, kind: 'text', text: 'react to this' });
    await Promise.all(crowd.map((probe) => probe.drain()));
    const checks = vi.spyOn(server.app.records, 'matchesStored');
    try {
      const reaction = await b.pb
        .collection('reactions')
        .create({ message: message.id, user: b.id, emoji: '👍' });
      const pinned = await b.pb
        .collection('pins')
        .create({ chat: chatId, message: message.id, pinnedBy: b.id });
      const heard = await Promise.all(crowd.map((probe) => probe.drain()));
      const ids = (index: number) => heard[index]?.map((event) => recordEvent(event).record['id']);
      expect([ids(0), ids(1)]).toEqual([
        [reaction.id, pinned.id],
        [reaction.id, pinned.id],
      ]);
      expect(heard.slice(2).flat()).toEqual([]);
      expect(checks).toHaveBeenCalledTimes(4);
    } finally {
      checks.mockRestore();
    }
  });
});
