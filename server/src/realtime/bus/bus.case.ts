import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BusMessage, RealtimeBus, RecordBusMessage } from './bus.js';
import { EVERYONE, userSubject, type BusSubject } from './bus-subjects.js';

/** A factory for a fresh bus, plus how to let it deliver what was published. */
export interface BusFixture {
  bus: RealtimeBus;
  /** Resolves once every message published so far has reached its subscribers. */
  settle(): Promise<void>;
}

const created: RecordBusMessage = {
  type: 'record',
  action: 'create',
  collectionId: 'pbc_1',
  record: { id: 'r1', title: 'héllo "quoted"\nline', tags: ['a', 'b'], n: 1.5, flag: true },
  origin: 'node-a',
};
const custom: BusMessage = {
  type: 'custom',
  topic: 'typing/room1',
  data: '{"who":"u1"}',
  audience: { authIds: ['u1', 'u2'] },
};

const everyone: BusSubject[] = [EVERYONE];

/**
 * The behaviour every realtime bus must show. Each implementation's test file runs it with a
 * factory for a fresh bus.
 */
export function runBusConformance(name: string, open: () => Promise<BusFixture>): void {
  describe(`RealtimeBus conformance: ${name}`, () => {
    let fixture: BusFixture;

    beforeEach(async () => {
      fixture = await open();
    });

    afterEach(async () => {
      await fixture.bus.close();
    });

    it('delivers every message to every subscriber, unchanged and in order', async () => {
      const first: BusMessage[] = [];
      const second: BusMessage[] = [];
      fixture.bus.subscribe((message) => first.push(message));
      fixture.bus.subscribe((message) => second.push(message));
      await fixture.bus.publish(created, everyone);
      await fixture.bus.publish(custom, everyone);
      await fixture.settle();
      expect(first).toEqual([created, custom]);
      expect(second).toEqual([created, custom]);
    });

    it('hands subscribers a copy, never the publisher object', async () => {
      const received: BusMessage[] = [];
      fixture.bus.subscribe((message) => received.push(message));
      const message: RecordBusMessage = { ...created, record: { id: 'r2' } };
      await fixture.bus.publish(message, everyone);
      message.record['id'] = 'changed later';
      await fixture.settle();
      expect(received).toEqual([{ ...created, record: { id: 'r2' } }]);
    });

    it('stops delivering to a handler that unsubscribed', async () => {
      const received: BusMessage[] = [];
      const stop = fixture.bus.subscribe((message) => received.push(message));
      await fixture.bus.publish(created, everyone);
      await fixture.settle();
      stop();
      await fixture.bus.publish(custom, everyone);
      await fixture.settle();
      expect(received).toEqual([created]);
    });

    it('keeps delivering to others when one handler throws', async () => {
      const received: BusMessage[] = [];
      fixture.bus.subscribe(() => {
        throw new Error('broken handler');
      });
      fixture.bus.subscribe((message) => received.push(message));
      await fixture.bus.publish(created, everyone);
      await fixture.settle();
      expect(received).toEqual([created]);
    });

    it('rejects what cannot be encoded and delivers nothing of it', async () => {
      const received: BusMessage[] = [];
      fixture.bus.subscribe((message) => received.push(message));
      const cyclic: Record<string, unknown> = { id: 'r3' };
      cyclic['self'] = cyclic;
      await expect(fixture.bus.publish({ ...created, record: cyclic }, everyone)).rejects.toThrow();
      await fixture.settle();
      expect(received).toEqual([]);
    });

    it('delivers what goes to everyone whatever this process is interested in', async () => {
      const received: BusMessage[] = [];
      fixture.bus.subscribe((message) => received.push(message));
      fixture.bus.setInterest(userSubject('u1'), true);
      fixture.bus.setInterest(userSubject('u1'), false);
      await fixture.bus.interestApplied();
      await fixture.bus.publish(created, everyone);
      await fixture.settle();
      expect(received).toEqual([created]);
    });

    it('delivers a message once however many of its subjects this process wants', async () => {
      const received: BusMessage[] = [];
      fixture.bus.subscribe((message) => received.push(message));
      fixture.bus.setInterest(userSubject('u1'), true);
      fixture.bus.setInterest(userSubject('u2'), true);
      await fixture.bus.interestApplied();
      await fixture.bus.publish(custom, [userSubject('u1'), userSubject('u2'), EVERYONE]);
      await fixture.bus.publish(created, [userSubject('u2')]);
      await fixture.settle();
      expect(received).toEqual([custom, created]);
    });

    it('refuses to publish once closed', async () => {
      await fixture.bus.close();
      await expect(fixture.bus.publish(created, everyone)).rejects.toThrow();
    });
  });
}

/** A record create of `id` on the bus, its text `size` characters long (large messages). */
export function recordMessage(id: string, size = 0): RecordBusMessage {
  return {
    type: 'record',
    action: 'create',
    collectionId: 'pbc_1',
    record: { id, text: 'x'.repeat(size) },
    origin: 'node-a',
  };
}
