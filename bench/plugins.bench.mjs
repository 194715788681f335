// Plugin messages in Chromium: a chat whose last 30 messages are polls (drawn by the poll plugin
// in sandboxed frames, the viewer has poll enabled) against the same chat with 30 text messages,
// measured in the same run, alternating which goes first. For each: the time from navigation
// (the page's timeOrigin) until all 30 are drawn (a text message: its text is in the list; a
// poll: its frame's document holds its question, stamped inside the frame), and the main
// thread's longest task (PerformanceObserver `longtask`; tasks under 50 ms are not reported).
// The window is tall enough for all 30 to be on screen at once (plugin frames are only created
// on screen): the worst case of a screen full of polls. Goal: polls within 2× of text, no task
// over 200 ms.
//
//   npm run build && node bench/plugins.bench.mjs
//   (env: ROUNDS=7, WARMUP=1, MESSAGES=30, WIDTH=1280, HEIGHT=9000)
/* global window, document, MutationObserver -- the probes run in the browser */
import { loadavg } from 'node:os';
import { chromium } from 'playwright';
import { freePort, runCommand, startProcess, tempDir } from './lib/harness.mjs';
import { call } from './lib/hearth-setup.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 7);
const WARMUP = Number(process.env.WARMUP ?? 1);
const MESSAGES = Number(process.env.MESSAGES ?? 30);
const VIEWPORT = {
  width: Number(process.env.WIDTH ?? 1280),
  height: Number(process.env.HEIGHT ?? 9000),
};
const GOAL_RATIO = 2;
const GOAL_LONGEST_TASK = 200;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Stamped into every question and text, so the page can tell when each one is drawn. */
const MARK = 'bench-item-';
const ADMIN = { identity: 'bench@example.com', password: 'benchmark-password' };

/**
 * Runs in every frame before its own scripts. The app's page records its long tasks and when its
 * list shows all the texts; a plugin frame records when its document first holds a question.
 * Times are epoch milliseconds (`timeOrigin + now()`), comparable between the page's and the
 * frames' processes.
 */
function probe({ mark, count }) {
  const now = () => performance.timeOrigin + performance.now();
  const found = () => (document.body?.textContent ?? '').includes(mark);
  if (window.top === window) {
    window.__bench = { longTasks: [], textsAt: null };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__bench.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
    const texts = () => {
      const log = document.querySelector('[role="log"]');
      if (!log) return false;
      const marks = log.textContent.match(new RegExp(`${mark}\\d+`, 'g')) ?? [];
      return new Set(marks).size >= count;
    };
    new MutationObserver((_, observer) => {
      if (window.__bench.textsAt === null && texts()) {
        window.__bench.textsAt = now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
    return;
  }
  window.__bench = { drawnAt: null };
  new MutationObserver((_, observer) => {
    if (found()) {
      window.__bench.drawnAt = now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

const { dir, cleanup } = tempDir('hearth-bench-plugins-');
let server;
let browser;
try {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1' };
  await runCommand(
    'node',
    ['server/bin/hearth.js', 'superuser', 'upsert', ADMIN.identity, ADMIN.password],
    env,
  );
  server = await startProcess('node', ['server/bin/hearth.js', 'serve'], env, `${base}/api/health`);
  const admin = await call(
    base,
    'POST',
    '/api/collections/_superusers/auth-with-password',
    null,
    ADMIN,
  );
  await call(base, 'PATCH', '/api/settings', admin.token, { rateLimits: { enabled: false } });
  const { viewer, polls, texts } = await seed(base);

  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const context = await browser.newContext({ viewport: VIEWPORT, baseURL: base });
  await context.addInitScript(
    ([key, value]) => {
      // The app's session; plugin frames (opaque origins) have no storage to put it in.
      if (window.top === window) localStorage.setItem(key, value);
    },
    ['pocketbase_auth', JSON.stringify(viewer.session)],
  );
  await context.addInitScript(probe, { mark: MARK, count: MESSAGES });

  const scenarios = {
    polls: () => open(context, polls, true),
    text: () => open(context, texts, false),
  };
  for (let round = 0; round < WARMUP; round++) {
    await scenarios.polls();
    await scenarios.text();
  }
  const rows = [];
  const load = loadavg()[0];
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? ['polls', 'text'] : ['text', 'polls'];
    const row = {};
    for (const name of order) row[name] = await scenarios[name]();
    rows.push(row);
  }
  report(rows, load);
} finally {
  await browser?.close();
  await server?.stop();
  cleanup();
}

/**
 * A viewer with poll enabled, two friends, and two direct chats: one whose last MESSAGES
 * messages are the viewer's polls (each with a vote from the friend), one with as many texts.
 */
async function seed(base) {
  const person = async (name) => {
    const email = `${name}@example.com`;
    const password = 'a bench password';
    await call(base, 'POST', '/api/collections/users/records', null, {
      nickname: name,
      email,
      password,
      passwordConfirm: password,
    });
    const session = await call(base, 'POST', '/api/collections/users/auth-with-password', null, {
      identity: email,
      password,
    });
    const as = (method, path, body) => call(base, method, path, session.token, body);
    return { id: session.record.id, session, as };
  };
  const [viewer, pollFriend, textFriend] = await Promise.all(
    ['Viewer', 'Pollster', 'Writer'].map(person),
  );
  for (const friend of [pollFriend, textFriend]) {
    const friendship = await viewer.as('POST', '/api/collections/friendships/records', {
      requester: viewer.id,
      addressee: friend.id,
      status: 'pending',
    });
    await friend.as('PATCH', `/api/collections/friendships/records/${friendship.id}`, {
      status: 'accepted',
    });
  }
  const { items } = await viewer.as(
    'GET',
    '/api/collections/plugins/records?filter=(pluginId="poll")',
  );
  const poll = items[0];
  if (!poll) throw new Error('poll is not installed: run "npm run build" (plugins/dist/poll.zip)');
  for (const member of [viewer, pollFriend]) {
    await member.as('POST', '/api/collections/plugin_grants/records', {
      user: member.id,
      plugin: poll.id,
      enabled: true,
      consented: poll.capabilities,
      granted: poll.capabilities,
    });
  }
  const polls = await viewer.as('POST', '/api/hearth/chats/direct', { user: pollFriend.id });
  const texts = await viewer.as('POST', '/api/hearth/chats/direct', { user: textFriend.id });
  for (let n = 1; n <= MESSAGES; n++) {
    const question = `Where do we meet? ${MARK}${n}`;
    const options = ['At the station', 'At the café', 'At home'];
    const message = await viewer.as('POST', '/api/collections/messages/records', {
      chat: polls.id,
      author: viewer.id,
      kind: 'plugin',
      plugin: 'poll',
      pluginType: 'poll',
      payload: { question, options },
      text: `📊 Poll: ${question} — ${options.join(' / ')}`,
    });
    await pollFriend.as('POST', '/api/collections/plugin_state/records', {
      chat: polls.id,
      message: message.id,
      plugin: poll.id,
      key: 'vote',
      owner: pollFriend.id,
      value: n % options.length,
    });
    await viewer.as('POST', '/api/collections/messages/records', {
      chat: texts.id,
      author: viewer.id,
      kind: 'text',
      text: `Where do we meet? Let's say the station, at ${n}. ${MARK}${n}`,
    });
  }
  return { viewer, polls: polls.id, texts: texts.id };
}

/**
 * Opens a chat in a new tab and waits until all its messages are drawn: the time from the
 * navigation's start, and the page's longest task until then.
 */
async function open(context, chat, plugins) {
  const page = await context.newPage();
  try {
    await page.goto(`/chat/${chat}`);
    const origin = await page.evaluate(() => performance.timeOrigin);
    const deadline = Date.now() + 60_000;
    let drawnAt = null;
    while (drawnAt === null) {
      if (Date.now() > deadline) {
        const frames = plugins
          ? `; ${await framesDrawn(page)} of ${MESSAGES} poll frames drew`
          : '';
        throw new Error(`chat ${chat} was not all drawn within 60 s${frames} (HEIGHT too small?)`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      drawnAt = plugins
        ? await framesDrawnAt(page)
        : await page.evaluate(() => window.__bench.textsAt);
    }
    const longTasks = await page.evaluate(() => window.__bench.longTasks);
    return { drawnMs: drawnAt - origin, longestTask: Math.max(0, ...longTasks) };
  } finally {
    await page.close();
  }
}

/** When each plugin frame of the page drew its poll (the ones that have). */
async function frameStamps(page) {
  const frames = page.frames().filter((frame) => frame.url().includes('/plugin-frames/'));
  const stamps = await Promise.all(
    frames.map((frame) => frame.evaluate(() => window.__bench?.drawnAt ?? null).catch(() => null)),
  );
  return stamps.filter((stamp) => stamp !== null);
}

/** When the last of the MESSAGES plugin frames had drawn its poll, or null while some have not. */
async function framesDrawnAt(page) {
  const drawn = await frameStamps(page);
  return drawn.length >= MESSAGES ? Math.max(...drawn) : null;
}

async function framesDrawn(page) {
  return (await frameStamps(page)).length;
}

function report(rows, loadBefore) {
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(
    `Plugin messages: ${MESSAGES} polls vs ${MESSAGES} texts, all on screen ` +
      `(${VIEWPORT.width}×${VIEWPORT.height}), ${ROUNDS} rounds after ${WARMUP} warm-up; ms`,
  );
  console.log(
    'round'.padEnd(7) +
      'polls drawn'.padStart(13) +
      'longest task'.padStart(14) +
      'text drawn'.padStart(12) +
      'longest task'.padStart(14) +
      'ratio'.padStart(8),
  );
  rows.forEach(({ polls, text }, round) => {
    console.log(
      String(round + 1).padEnd(7) +
        polls.drawnMs.toFixed(0).padStart(13) +
        polls.longestTask.toFixed(0).padStart(14) +
        text.drawnMs.toFixed(0).padStart(12) +
        text.longestTask.toFixed(0).padStart(14) +
        (polls.drawnMs / text.drawnMs).toFixed(2).padStart(8),
    );
  });
  const polls = median(rows.map((row) => row.polls.drawnMs));
  const text = median(rows.map((row) => row.text.drawnMs));
  const longest = Math.max(...rows.map((row) => row.polls.longestTask));
  const textLongest = Math.max(...rows.map((row) => row.text.longestTask));
  console.log(
    `median: polls ${polls.toFixed(0)} ms, text ${text.toFixed(0)} ms, ratio ${(polls / text).toFixed(2)} ` +
      `(goal ≤ ${GOAL_RATIO}); longest task: polls ${longest.toFixed(0)} ms, text ${textLongest.toFixed(0)} ms ` +
      `(goal ≤ ${GOAL_LONGEST_TASK}; 0 = none over 50 ms)`,
  );
  // note: on a shared machine a busy core stretches both; the load says how busy it was.
  console.log(
    `load average (1 min): ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`,
  );
}
