import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { BulkInserter } from '../db.js';
import type { SqlValue } from '../sql.js';

/**
 * The worker's code. It is plain JavaScript kept in a string (run with `eval`), because the
 * server also runs from TypeScript sources in tests, where a worker file could not be loaded.
 * It opens its own WAL connection and inserts each message's rows in one transaction.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.pragma('busy_timeout = ' + workerData.busyTimeout);
const insert = db.prepare(workerData.sql);
const insertAll = db.transaction((rows) => { for (const row of rows) insert.run(row); });
parentPort.on('message', (message) => {
  if (message.close) { db.close(); parentPort.postMessage({ closed: true }); return; }
  try {
    insertAll(message.rows);
    parentPort.postMessage({ id: message.id });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: String(error && error.message || error) });
  }
});
`;

interface Reply {
  id?: number;
  error?: string;
  closed?: boolean;
}

/**
 * Inserts rows into a SQLite table from a worker thread, so append-only writes (request logs)
 * cost the request thread only a message. Rows arrive in order; each `insert` is one transaction.
 */
export class SqliteInsertThread implements BulkInserter {
  private readonly worker: Worker;
  private readonly waiting = new Map<
    number,
    { resolve: () => void; reject: (error: Error) => void }
  >();
  private nextId = 0;
  private closing: Promise<void> | null = null;

  constructor(file: string, sql: string, busyTimeoutMs: number) {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { file, sql, driver, busyTimeout: busyTimeoutMs },
    });
    // note: the worker must not keep the process alive on its own (CLI commands, tests).
    this.worker.unref();
    this.worker.on('message', (reply: Reply) => this.settle(reply));
    this.worker.on('error', (error) => this.failAll(error));
    this.worker.on('exit', () => this.failAll(new Error('the insert thread stopped')));
  }

  insert(rows: readonly (readonly SqlValue[])[]): Promise<void> {
    if (this.closing) return Promise.reject(new Error('the inserter is closed'));
    if (rows.length === 0) return Promise.resolve();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, rows: rows.map(bindRow) });
    });
  }

  close(): Promise<void> {
    // The worker handles messages in order, so inserts already sent finish before it closes.
    this.closing ??= new Promise<void>((resolve) => {
      this.worker.once('exit', () => resolve());
      this.worker.postMessage({ close: true });
    });
    return this.closing;
  }

  private settle(reply: Reply): void {
    if (reply.closed) {
      void this.worker.terminate();
      return;
    }
    if (reply.id === undefined) return;
    const waiter = this.waiting.get(reply.id);
    this.waiting.delete(reply.id);
    if (reply.error) waiter?.reject(new Error(reply.error));
    else waiter?.resolve();
  }

  private failAll(error: Error): void {
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }
}

/** better-sqlite3 binds no booleans; messages cannot carry Buffers' identity anyway. */
function bindRow(row: readonly SqlValue[]): unknown[] {
  return row.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value));
}
