import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_RULES, SUPERUSER_EMAIL, TEST_PASSWORD } from '../test/test-server.js';

// The real `hearth` command, as deployed: `npm test` builds it before the server tests run.
const HEARTH = fileURLToPath(new URL('../../bin/hearth.js', import.meta.url));
const BUILT = fileURLToPath(new URL('../../dist/cli/cli.js', import.meta.url));
const COLLECTION = 'durable';
/** Creates acknowledged before the kill; the streams keep writing until it lands. */
const ACKED_BEFORE_KILL = 300;
const BATCHES_BEFORE_KILL = 5;
const STREAMS = 6;
const BATCH_SIZE = 5;

interface Written {
  stream: number;
  seq: number;
  title: string;
  body: string;
  payload: { stream: number; seq: number; tags: string[]; nested: { n: number } };
  checksum: string;
}

/** The one record a stream writes at `seq`: what is on disk must equal it, field for field. */
function recordFor(stream: number, seq: number): Written {
  const title = `s${stream}-${seq}`;
  const seed = createHash('sha256').update(title).digest('hex');
  // note: bodies of a few KiB each, so a record spans more than one page write.
  const body = seed.repeat(20 + (seq % 50));
  const payload = { stream, seq, tags: [seed.slice(0, 8), seed.slice(8, 16)], nested: { n: seq } };
  const checksum = createHash('sha256')
    .update(`${title}|${body}|${JSON.stringify(payload)}`)
    .digest('hex');
  return { stream, seq, title, body, payload, checksum };
}

interface RunningHearth {
  url: string;
  child: ChildProcess;
  exited: Promise<void>;
}

/** Every server started, so that none outlives the test, whatever happens. */
const started: RunningHearth[] = [];

/** Starts `hearth serve` on a free port and resolves once it says where it listens. */
function serve(dataDir: string): Promise<RunningHearth> {
  const child = spawn(process.execPath, [HEARTH, 'serve'], {
    env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', WEB_DIR: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  started.push({ url: '', child, exited });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Hearth is serving on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        child.stderr?.resume();
        resolve({ url, child, exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => reject(new Error(`hearth serve exited early:\n${output}`)));
  });
}

async function superuser(url: string): Promise<PocketBase> {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await pb.collection('_superusers').authWithPassword(SUPERUSER_EMAIL, TEST_PASSWORD);
  return pb;
}

describe('durability across a SIGKILL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-durability-'));
  let running: RunningHearth | null = null;

  beforeAll(async () => {
    if (!existsSync(BUILT)) throw new Error('the server is not built: run "npm run build" first');
    await promisify(execFile)(
      process.execPath,
      [HEARTH, 'superuser', 'upsert', SUPERUSER_EMAIL, TEST_PASSWORD],
      { env: { ...process.env, DATA_DIR: dataDir } },
    );
  });

  afterAll(async () => {
    for (const server of started) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write, whole, and every batch all or nothing', async () => {
    running = await serve(dataDir);
    const admin = await superuser(running.url);
    await admin.settings.update({
      rateLimits: { enabled: false },
      batch: { enabled: true, maxRequests: BATCH_SIZE },
    });
    await admin.collections.create({
      name: COLLECTION,
      type: 'base',
      ...OPEN_RULES,
      fields: [
        { name: 'stream', type: 'number' },
        { name: 'seq', type: 'number' },
        { name: 'title', type: 'text', max: 100 },
        { name: 'body', type: 'text', max: 100_000 },
        { name: 'payload', type: 'json' },
        { name: 'checksum', type: 'text' },
        { name: 'batch', type: 'text' },
      ],
    });

    const acked = new Map<string, Written>();
    const ackedBatches = new Set<string>();
    let killed: Promise<void> | null = null;
    const server = running;
    const killWhenEnough = () => {
      if (killed || acked.size < ACKED_BEFORE_KILL || ackedBatches.size < BATCHES_BEFORE_KILL) {
        return;
      }
      server.child.kill('SIGKILL');
      killed = server.exited;
    };

    const client = new PocketBase(server.url);
    client.autoCancellation(false);
    const createStream = async (stream: number) => {
      for (let seq = 0; !killed; seq++) {
        const written = recordFor(stream, seq);
        try {
          const record = await client.collection(COLLECTION).create({ ...written, batch: '' });
          acked.set(record.id, written);
        } catch {
          return; // the server is gone: whatever was in flight is not acknowledged
        }
        killWhenEnough();
      }
    };
    const batchStream = async () => {
      // note: stream numbers from 1000 keep batch records apart from the single creates.
      for (let n = 0; !killed; n++) {
        const group = `b${n}`;
        const batch = client.createBatch();
        for (let i = 0; i < BATCH_SIZE; i++) {
          batch.collection(COLLECTION).create({ ...recordFor(1000 + n, i), batch: group });
        }
        try {
          await batch.send();
          ackedBatches.add(group);
        } catch {
          return;
        }
        killWhenEnough();
      }
    };
    await Promise.all([
      ...Array.from({ length: STREAMS }, (_, stream) => createStream(stream)),
      batchStream(),
    ]);
    expect(killed, 'every stream stopped before the kill').not.toBeNull();
    await killed;

    running = await serve(dataDir);
    const records = await (
      await superuser(running.url)
    )
      .collection(COLLECTION)
      .getFullList({ batch: 500, sort: 'stream,seq' });

    // Every acknowledged create is there, exactly as sent.
    const byId = new Map(records.map((record) => [record.id, record]));
    for (const [id, written] of acked) {
      expect(byId.get(id), `acknowledged ${written.title}`).toMatchObject(written);
    }
    // Nothing half-written: every record present is one a stream wrote, whole.
    const seen = new Set<string>();
    for (const record of records) {
      const stream = Number(record['stream']);
      const seq = Number(record['seq']);
      expect(record, `record ${record.id}`).toMatchObject(recordFor(stream, seq));
      expect(seen.has(`${stream}/${seq}`), `${stream}/${seq} stored once`).toBe(false);
      seen.add(`${stream}/${seq}`);
    }
    // Each create stream had one request in flight at the kill: at most that one is extra.
    for (let stream = 0; stream < STREAMS; stream++) {
      const ackedCount = [...acked.values()].filter((w) => w.stream === stream).length;
      const stored = records.filter((r) => r['stream'] === stream && r['batch'] === '').length;
      expect(stored - ackedCount, `stream ${stream}`).toBeGreaterThanOrEqual(0);
      expect(stored - ackedCount, `stream ${stream}`).toBeLessThanOrEqual(1);
    }
    // A batch is all or nothing, and every acknowledged one is all there.
    const groups = new Map<string, number>();
    for (const record of records) {
      const group = String(record['batch']);
      if (group !== '') groups.set(group, (groups.get(group) ?? 0) + 1);
    }
    for (const group of ackedBatches) expect(groups.get(group), group).toBe(BATCH_SIZE);
    for (const [group, count] of groups) expect(count, group).toBe(BATCH_SIZE);
    expect(groups.size - ackedBatches.size).toBeLessThanOrEqual(1);
  }, 120_000);
});
