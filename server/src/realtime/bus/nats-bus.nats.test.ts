import { afterEach, describe, expect, it } from 'vitest';
import { natsTestConfig } from '../../test/test-nats.js';
import { recordMessage, runBusConformance } from './bus.case.js';
import type { BusMessage } from './bus.js';
import {
  EVERYONE,
  topicSubject,
  userSubject,
  WATCH_ALL,
  watchSubject,
  type BusSubject,
} from './bus-subjects.js';
import { NatsBus } from './nats-bus.js';

describe('NatsBus', () => {
  describe('conformance', () => {
    runBusConformance('nats', async () => {
      const bus = await NatsBus.open(natsTestConfig());
      return { bus, settle: () => bus.delivered() };
    });
  });

  const record = recordMessage;
  const marker = record('marker');

  let open: NatsBus[] = [];
  afterEach(async () => {
    await Promise.all(open.map((bus) => bus.close()));
    open = [];
  });

  /** Two processes of one deployment: a publisher and a listener that records what it hears. */
  async function twoProcesses() {
    const config = natsTestConfig();
    const [a, b] = await Promise.all([NatsBus.open(config), NatsBus.open(config)]);
    open.push(a, b);
    const heard: BusMessage[] = [];
    b.subscribe((message) => heard.push(message));
    /** Publishes, then waits until `b` heard the marker sent to everyone after it. */
    const publishAndSettle = async (message: BusMessage, subjects: BusSubject[]) => {
      await a.publish(message, subjects);
      await a.publish(marker, [EVERYONE]);
      await expect.poll(() => heard.some(isMarker)).toBe(true);
      const seen = heard.splice(0);
      return seen.filter((candidate) => !isMarker(candidate));
    };
    return { a, b, publishAndSettle };
  }

  const isMarker = (message: BusMessage) =>
    message.type === 'record' && message.record['id'] === 'marker';

  it('hands a process only the subjects it wants, from the moment it wants them', async () => {
    const { b, publishAndSettle } = await twoProcesses();
    expect(await publishAndSettle(record('before'), [userSubject('u1')])).toEqual([]);
    const receivedBefore = b.stats().received;
    expect(receivedBefore).toBe(1);

    b.setInterest(userSubject('u1'), true);
    await b.interestApplied();
    expect(await publishAndSettle(record('while'), [userSubject('u1')])).toEqual([record('while')]);

    b.setInterest(userSubject('u1'), false);
    await b.interestApplied();
    expect(await publishAndSettle(record('after'), [userSubject('u1')])).toEqual([]);
  });

  it('hands a message on once when several of its subjects are wanted, in publish order', async () => {
    const { b, publishAndSettle } = await twoProcesses();
    for (const subject of [userSubject('u1'), userSubject('u2'), WATCH_ALL]) {
      b.setInterest(subject, true);
    }
    await b.interestApplied();
    const before = b.stats();
    const sent = [record('r1'), record('r2', 20_000), record('r3')];
    const subjects = [userSubject('u1'), userSubject('u2'), watchSubject('pbc_1')];
    const heard: BusMessage[] = [];
    for (const message of sent) heard.push(...(await publishAndSettle(message, subjects)));
    expect(heard).toEqual(sent);
    // Each message came three times (and the markers once each); each was handed on once.
    expect(b.stats().received - before.received).toBe(sent.length * 3 + sent.length);
    expect(b.stats().handled - before.handled).toBe(sent.length * 2);
  });

  it('carries keys NATS could misread (dots, wildcards, spaces) to exactly their subject', async () => {
    const { b, publishAndSettle } = await twoProcesses();
    for (const topic of ['a.*', 'b.>', 'c d']) b.setInterest(topicSubject(topic), true);
    await b.interestApplied();
    for (const topic of ['a.b', 'b.c.d', 'c']) {
      expect(await publishAndSettle(record(topic), [topicSubject(topic)])).toEqual([]);
    }
    for (const topic of ['a.*', 'b.>', 'c d']) {
      expect(await publishAndSettle(record(topic), [topicSubject(topic)])).toEqual([record(topic)]);
    }
  });

  it('refuses a message over the server limit and delivers nothing of it', async () => {
    const { publishAndSettle, a } = await twoProcesses();
    await expect(a.publish(record('huge', 2 * 1024 * 1024), [EVERYONE])).rejects.toThrow(/NATS/);
    expect(await publishAndSettle(record('small'), [EVERYONE])).toEqual([record('small')]);
  });
});
