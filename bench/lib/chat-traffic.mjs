// The traffic of the chat benchmarks (bench/chat.bench.mjs, bench/scale.bench.mjs): one SSE
// stream per user subscribed to `messages/*`, messages sent as the app sends them at a fixed
// rate, and every (message, user) delivery counted and timed from the message's request being
// sent. A server under test is a "state": its name, the base URL each user talks to (one
// process, or one of several sharing a database) and each user's token. Several states get the
// same messages, in alternating order, so a busy moment on a shared machine hits them alike.
import { loadavg } from 'node:os';
import { cpuTimeMs, schedStatMs } from './harness.mjs';
import { openUserClients } from './presence-clients.mjs';
import { eachLimit, percentile } from './sse-clients.mjs';

export const CHAT_TOPIC = 'messages/*';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const sleepUntil = (time) => sleep(Math.max(0, time - performance.now()));
/** An error's message with its cause's code (`fetch failed` alone says little). */
const describe = (error) =>
  error.cause ? `${error.message}: ${error.cause.code ?? error.cause.message}` : error.message;

async function send(url, body, token) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * The chat traffic of `plan` (bench/lib/chat-layout.mjs's `messagePlan` over `layout`) at `rate`
 * messages per second, the first `warmupCount` of them a warm-up that is not measured. Message
 * `n`'s clientId is `${prefix}${n}`: give each traffic on one server its own prefix, since a
 * repeated clientId is answered as a retry and not stored.
 */
export function chatTraffic({ layout, plan, rate, warmupCount, prefix = 'bench' }) {
  const clientIdOf = (n) => `${prefix}${n}`;
  const userIndex = new Map(layout.ids.map((id, i) => [id, i]));
  const total = plan.length;

  /**
   * Expected deliveries of messages `from`…`to - 1`: every member of each one's chat (with
   * `accepted`, only of the messages the server accepted).
   */
  const expectedDeliveries = (from, to, accepted) =>
    plan
      .slice(from, to)
      .reduce(
        (sum, { chat }, i) =>
          accepted && !accepted[from + i] ? sum : sum + layout.chats[chat].members.length,
        0,
      );

  /**
   * A server under test: `baseUrlOf(user)` is the URL user `user` (an index) streams from and
   * sends to, `tokens[user]` their token, `pids` the server processes whose CPU time counts.
   */
  function newState({ name, baseUrlOf, tokens, pids }) {
    return {
      name,
      baseUrlOf,
      tokens,
      pids,
      clients: [],
      sentAt: new Float64Array(total),
      measured: new Uint8Array(total),
      /** Per message, whether the server accepted it (a failed send has nobody to reach). */
      accepted: new Uint8Array(total),
      /** Per message, the users (indices) who heard it. */
      heard: Array.from({ length: total }, () => new Set()),
      latencies: [],
      requestLatencies: [],
      deliveries: 0,
      measuredDeliveries: 0,
      duplicated: 0,
      wrongAudience: 0,
      unexpected: 0,
      seqMissing: 0,
      failures: [],
    };
  }

  function onEventOf(state) {
    return (client, name, data, now) => {
      const record = data?.record;
      const n =
        name === CHAT_TOPIC && data.action === 'create' ? Number(record?.text?.slice(1)) : NaN;
      if (!Number.isInteger(n) || n < 0 || n >= total || record.clientId !== clientIdOf(n)) {
        state.unexpected++;
        return;
      }
      const user = userIndex.get(client.user);
      const chat = layout.chats[plan[n].chat];
      if (record.chat !== chat.id || !chat.members.includes(user)) state.wrongAudience++;
      if (!(record.seq > 0)) state.seqMissing++;
      const heard = state.heard[n];
      if (heard.has(user)) {
        state.duplicated++;
        return;
      }
      heard.add(user);
      state.deliveries++;
      if (state.measured[n]) {
        state.measuredDeliveries++;
        state.latencies.push(now - state.sentAt[n]);
      }
    };
  }

  /**
   * Opens every user's stream on their base URL and subscribes it (on the same process: a
   * realtime client id belongs to the process holding its stream); answers the time each took.
   */
  async function connect(state) {
    let started = performance.now();
    const byUrl = new Map();
    for (const [i, id] of layout.ids.entries()) {
      const url = state.baseUrlOf(i);
      if (!byUrl.has(url)) byUrl.set(url, []);
      byUrl.get(url).push(id);
    }
    const onEvent = onEventOf(state);
    for (const [url, ids] of byUrl) {
      state.clients.push(...(await openUserClients(`${url}/api/realtime`, ids, onEvent)));
    }
    const connectMs = performance.now() - started;
    started = performance.now();
    await eachLimit(state.clients, 50, async (client) => {
      const user = userIndex.get(client.user);
      const body = { clientId: client.id, subscriptions: [CHAT_TOPIC] };
      const response = await fetch(`${state.baseUrlOf(user)}/api/realtime`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: state.tokens[user] },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`subscribe: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    });
    return { connectMs, subscribeMs: performance.now() - started };
  }

  /** Sends messages `from`…`to - 1` of the plan at `rate` to every state, alternating the order. */
  async function paced(states, from, to, measured) {
    const start = performance.now();
    const requests = [];
    for (let n = from; n < to; n++) {
      await sleepUntil(start + ((n - from) * 1000) / rate);
      const { author, chat } = plan[n];
      const body = {
        chat: layout.chats[chat].id,
        author: layout.ids[author],
        kind: 'text',
        text: `t${n}`,
        clientId: clientIdOf(n),
      };
      const ordered = n % 2 === 0 ? states : [...states].reverse();
      for (const state of ordered) {
        const sentAt = performance.now();
        state.sentAt[n] = sentAt;
        state.measured[n] = measured ? 1 : 0;
        const url = `${state.baseUrlOf(author)}/api/collections/messages/records`;
        requests.push(
          send(url, body, state.tokens[author]).then(
            () => {
              state.accepted[n] = 1;
              if (!measured) return;
              const now = performance.now();
              state.requestLatencies.push(now - sentAt);
              state.lastStoredAt = Math.max(state.lastStoredAt ?? 0, now);
            },
            (error) => state.failures.push(describe(error)),
          ),
        );
      }
    }
    await Promise.all(requests);
    return start;
  }

  /** Waits until each state delivered `expected(state)` (or nothing new came for `stallMs`). */
  async function waitForDeliveries(states, expected, key, stallMs = 10_000) {
    for (const state of states) state.doneAt = undefined;
    let last = states.map((state) => state[key]);
    let progressAt = performance.now();
    while (performance.now() - progressAt < stallMs) {
      for (const state of states) {
        if (state.doneAt === undefined && state[key] >= expected(state)) {
          state.doneAt = performance.now();
        }
      }
      if (states.every((state) => state.doneAt !== undefined)) return;
      const now = states.map((state) => state[key]);
      if (now.some((value, i) => value !== last[i])) progressAt = performance.now();
      last = now;
      await sleep(5);
    }
    for (const state of states) state.doneAt ??= performance.now();
  }

  const sum = (values) => values.reduce((a, b) => a + b, 0);

  /**
   * The warm-up, then the measured messages, each followed by waiting for their deliveries;
   * the servers' CPU time and scheduler wait are read around the measured part. Answers when it
   * started, how long it took, the load average before it and this process's share of it spent
   * waiting for a CPU.
   */
  async function run(states) {
    await paced(states, 0, warmupCount, false);
    const warmupExpected = (state) => expectedDeliveries(0, warmupCount, state.accepted);
    await waitForDeliveries(states, warmupExpected, 'deliveries', 5000);
    const loadBefore = loadavg()[0];
    const benchSchedBefore = schedStatMs(process.pid);
    for (const state of states) {
      state.cpuBefore = sum(state.pids.map(cpuTimeMs));
      state.waitingBefore = sum(state.pids.map((pid) => schedStatMs(pid).waiting));
    }
    const start = await paced(states, warmupCount, total, true);
    const expected = (state) => expectedDeliveries(warmupCount, total, state.accepted);
    await waitForDeliveries(states, expected, 'measuredDeliveries');
    for (const state of states) {
      state.cpuAfter = sum(state.pids.map(cpuTimeMs));
      state.waitingAfter = sum(state.pids.map((pid) => schedStatMs(pid).waiting));
    }
    const windowMs = performance.now() - start;
    const benchWaiting = (schedStatMs(process.pid).waiting - benchSchedBefore.waiting) / windowMs;
    for (const state of states) state.windowMs = windowMs;
    return { start, windowMs, loadBefore, benchWaiting };
  }

  /** A state's figures after `run`: delivery and send latencies, rates, losses, CPU. */
  function summarize(state, start) {
    const sorted = Float64Array.from(state.latencies).sort();
    const requests = Float64Array.from(state.requestLatencies).sort();
    const measuredCount = total - warmupCount;
    return {
      name: state.name,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1],
      perSecond: state.measuredDeliveries / ((state.doneAt - start) / 1000),
      sentPerSecond:
        state.accepted.subarray(warmupCount).reduce((a, b) => a + b, 0) /
        ((state.doneAt - start) / 1000),
      // note: the rate the server stored (answered) the measured messages at, whatever their
      // deliveries took: the last answer closes the window.
      storedPerSecond:
        state.accepted.subarray(warmupCount).reduce((a, b) => a + b, 0) /
        (((state.lastStoredAt ?? state.doneAt) - start) / 1000),
      failed: state.failures.length,
      lost: expectedDeliveries(0, total, state.accepted) - state.deliveries,
      duplicated: state.duplicated,
      cpuMs: (state.cpuAfter - state.cpuBefore) / measuredCount,
      waitingShare: (state.waitingAfter - state.waitingBefore) / state.pids.length / state.windowMs,
      requestP50: percentile(requests, 50),
      requestP99: percentile(requests, 99),
    };
  }

  /** What went wrong besides the figures: failed sends and deliveries that should not be. */
  function problems(state) {
    return [
      state.failures.length ? `${state.failures.length} failed sends (${state.failures[0]})` : '',
      state.wrongAudience ? `${state.wrongAudience} deliveries to non-members` : '',
      state.unexpected ? `${state.unexpected} other events` : '',
      state.seqMissing ? `${state.seqMissing} deliveries without seq` : '',
    ].filter(Boolean);
  }

  const close = (state) => {
    for (const client of state.clients) client.close();
  };

  return { expectedDeliveries, newState, connect, run, summarize, problems, close };
}
