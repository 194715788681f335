import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, expect, it, describe } from 'vitest';
import {
  createClusterTestDatabase,
  type ClusterTestDatabase,
} from '../test/cluster-test-database.js';
import { waitUntil } from '../test/realtime-probe.js';
import { OPEN_RULES, SUPERUSER_EMAIL, TEST_PASSWORD } from '../test/test-server.js';

// The real `hearth` command, as deployed: `npm test` builds it before the server tests run.
const HEARTH = fileURLToPath(new URL('../../bin/hearth.js', import.meta.url));
const BUILT = fileURLToPath(new URL('../../dist/cli/cli.js', import.meta.url));
const COLLECTION = 'notes';
/** The note in flight when the first process is killed; as many are written after it. */
const ACKED_BEFORE_KILL = 60;

interface RunningHearth {
  url: string;
  child: ChildProcess;
  exited: Promise<void>;
  dataDir: string;
}

/**
 * The load balancer in front of the processes: it forwards every request, streams included, to
 * the process it currently points at. When that process dies its streams break, and the
 * balancer (here, the test) points new requests at a live one.
 */
class Balancer {
  target = '';
  private readonly server: Server;

  constructor() {
    this.server = createServer((incoming, outgoing) => {
      const upstream = new URL(incoming.url ?? '/', this.target);
      const forwarded = request(
        upstream,
        { method: incoming.method, headers: { ...incoming.headers, host: upstream.host } },
        (response) => {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
          response.on('error', () => outgoing.destroy());
          response.on('aborted', () => outgoing.destroy());
        },
      );
      forwarded.on('error', () => outgoing.destroy());
      incoming.pipe(forwarded);
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('two hearth processes on one database, one killed', () => {
  let database: ClusterTestDatabase;
  const started: RunningHearth[] = [];
  const balancer = new Balancer();

  const environment = (dataDir: string) => ({
    ...process.env,
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    WEB_DIR: '',
  });

  /** Starts `hearth serve` and resolves once it says where it listens. */
  function serve(): Promise<RunningHearth> {
    const dataDir = mkdtempSync(join(tmpdir(), 'hearth-cluster-'));
    const child = spawn(process.execPath, [HEARTH, 'serve'], {
      env: environment(dataDir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const running: RunningHearth = { url: '', child, exited, dataDir };
    started.push(running);
    return new Promise((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const url = /Hearth is serving on (http:\/\/\S+)/.exec(output)?.[1];
        if (!url) return;
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        child.stderr?.resume();
        running.url = url;
        resolve(running);
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      void exited.then(() => reject(new Error(`hearth serve exited early:\n${output}`)));
    });
  }

  beforeAll(async () => {
    if (!existsSync(BUILT)) throw new Error('the server is not built: run "npm run build" first');
    database = await createClusterTestDatabase();
    const scratch = mkdtempSync(join(tmpdir(), 'hearth-cluster-'));
    try {
      await promisify(execFile)(
        process.execPath,
        [HEARTH, 'superuser', 'upsert', SUPERUSER_EMAIL, TEST_PASSWORD],
        { env: environment(scratch) },
      );
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  afterAll(async () => {
    for (const server of started) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
      rmSync(server.dataDir, { recursive: true, force: true });
    }
    await balancer.close();
    await database?.drop();
  });

  const client = (url: string) => {
    const pb = new PocketBase(url);
    pb.autoCancellation(false);
    return pb;
  };

  it(
    'loses no acknowledged note, and a client of the killed one catches up on the other',
    {
      timeout: 60_000,
    },
    async () => {
      const first = await serve();
      const second = await serve();
      const admin = client(first.url);
      await admin.collection('_superusers').authWithPassword(SUPERUSER_EMAIL, TEST_PASSWORD);
      await admin.settings.update({ rateLimits: { enabled: false } });
      await admin.collections.create({
        name: COLLECTION,
        type: 'base',
        ...OPEN_RULES,
        fields: [{ name: 'seq', type: 'number', required: true }],
      });

      // The reader reaches the first process through the balancer and follows notes live.
      balancer.target = first.url;
      const reader = client(await balancer.listen());
      const seen = new Set<number>();
      let lastSeen = 0;
      // Like the web app: after every reconnect, list what came after the last note seen before it.
      let connects = 0;
      const catchUps: Promise<void>[] = [];
      await reader.realtime.subscribe('PB_CONNECT', () => {
        if (++connects > 1) catchUps.push(catchUp(lastSeen));
      });
      const catchUp = async (after: number) => {
        const missed = await reader
          .collection(COLLECTION)
          .getFullList({ filter: reader.filter('seq > {:after}', { after }) });
        for (const record of missed) seen.add(Number(record['seq']));
      };
      await reader.collection(COLLECTION).subscribe('*', (event) => {
        const seq = Number(event.record['seq']);
        seen.add(seq);
        lastSeen = Math.max(lastSeen, seq);
      });

      // One writer alternates between both processes, one note at a time, so the notes commit in
      // `seq` order; a note counts once its create was answered. The kill lands while a note to
      // the first process is in flight; from then on every note goes to the second.
      const writers = [client(second.url), client(first.url)];
      const acked = new Set<number>();
      let connectsBeforeKill = 0;
      for (let seq = 1; seq <= ACKED_BEFORE_KILL * 2; seq++) {
        const writer = seq <= ACKED_BEFORE_KILL ? writers[seq % 2] : writers[0];
        const created = writer?.collection(COLLECTION).create({ seq });
        if (seq === ACKED_BEFORE_KILL) {
          connectsBeforeKill = connects;
          first.child.kill('SIGKILL');
        }
        try {
          await created;
          acked.add(seq);
        } catch {
          // note: unanswered, so not acknowledged: the client would retry it.
        }
        if (seq === ACKED_BEFORE_KILL) {
          await first.exited;
          balancer.target = second.url;
        }
      }

      // The SDK reconnects by itself, through the balancer, now to the second process.
      await waitUntil(() => connects > connectsBeforeKill, 15_000);
      await Promise.all(catchUps);
      // note: notes after the kill arrive live on the second process too.
      await waitUntil(() => [...acked].every((seq) => seen.has(seq)), 10_000).catch(
        () => undefined,
      );

      const stored = await client(second.url)
        .collection(COLLECTION)
        .getFullList({ fields: 'seq', batch: 1000 });
      const storedSeqs = new Set(stored.map((record) => Number(record['seq'])));
      const lost = [...acked].filter((seq) => !storedSeqs.has(seq));
      const unseen = [...acked].filter((seq) => !seen.has(seq));
      expect({ lost, unseen }).toEqual({ lost: [], unseen: [] });
      expect(acked.size).toBeGreaterThanOrEqual(ACKED_BEFORE_KILL * 2 - 1);
    },
  );
});
