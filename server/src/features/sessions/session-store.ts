import { SESSION_ACTIVITY_WRITE_INTERVAL_MS, USERS_COLLECTION_ID } from '@hearth/shared';
import type { App } from '../../app.js';
import type { SessionEvent, SessionKeeper } from '../../auth/auth-sessions.js';
import { formatDate } from '../../lib/dates.js';
import { deviceOf } from './session-device.js';
import { placeOf } from './session-place.js';
import { endSessions, sessionsOf, systemInfo } from './session-records.js';

/** The methods a session records; others (a refresh of a token from before sessions) leave it empty. */
const SIGN_IN_METHODS = new Set(['password', 'oauth2', 'otp']);
const MAX_USER_AGENT = 512;
const MAX_IP = 64;
/** Past this many remembered writes, the ones older than the interval are forgotten. */
const MAX_REMEMBERED_WRITES = 10_000;

/** What the keeper reads the time from (tests pass their own clock). */
export type Clock = () => number;

/**
 * Hearth's sessions behind the engine's `SessionKeeper`: one `sessions` record per sign-in of a
 * `users` record, kept by refreshes, its `lastActive` written at most once per
 * `SESSION_ACTIVITY_WRITE_INTERVAL_MS` by the requests it makes (refreshes included). Liveness is read from the
 * database on every request (one primary-key lookup): another process may have ended the
 * session, so no answer is kept in memory.
 */
export class SessionStore implements SessionKeeper {
  /** When this process last wrote each session's `lastActive` (ms, by `now`). */
  private readonly written = new Map<string, number>();
  /** Statements with constant text, so the storage layer prepares each once. */
  private readonly ownerSql: string;
  private readonly activitySql: string;

  constructor(
    private readonly app: App,
    private readonly now: Clock = Date.now,
  ) {
    const quote = (name: string) => app.db.dialect.quoteIdent(name);
    this.ownerSql = `SELECT ${quote('user')} AS owner FROM ${quote('sessions')} WHERE id = ?`;
    this.activitySql = `UPDATE ${quote('sessions')} SET ${quote('lastActive')} = ? WHERE id = ?`;
  }

  async open({ collection, record, method, info }: SessionEvent): Promise<string | undefined> {
    if (collection.id !== USERS_COLLECTION_ID) return undefined;
    const userAgent = info.headers['user_agent'] ?? '';
    const ip = info.ip ?? '';
    const at = this.now();
    const created = await this.app.records.create(
      sessionsOf(this.app),
      {
        data: {
          user: String(record['id']),
          method: SIGN_IN_METHODS.has(method) ? method : '',
          ...deviceOf(userAgent),
          ip: ip.slice(0, MAX_IP),
          place: placeOf(ip),
          userAgent: userAgent.slice(0, MAX_USER_AGENT),
          lastActive: formatDate(new Date(at)),
        },
        files: {},
      },
      systemInfo(this.app),
    );
    const id = String(created['id']);
    this.remember(id, at);
    return id;
  }

  async keep(event: SessionEvent, sessionId: string | undefined): Promise<string | undefined> {
    if (event.collection.id !== USERS_COLLECTION_ID) return undefined;
    // A token from before sessions existed: its refresh opens the session it never had.
    if (sessionId === undefined) return this.open(event);
    // The request already found the session live (`isLive`); looking again would only narrow,
    // not close, the race with an end elsewhere, and a token naming an ended session answers
    // 401 on its first use anyway. So a refresh writes no more than any other request.
    await this.noteActivity(sessionId);
    return sessionId;
  }

  async isLive(collectionId: string, recordId: string, sessionId: string): Promise<boolean> {
    if (collectionId !== USERS_COLLECTION_ID) return false;
    const row = await this.app.db.get<{ owner: string }>(this.ownerSql, [sessionId]);
    if (row?.owner !== recordId) return false;
    await this.noteActivity(sessionId);
    return true;
  }

  /** Ends every session of a user, each announced to its connections (`session-ending.ts`). */
  endAll(collectionId: string, recordId: string): Promise<number> {
    if (collectionId !== USERS_COLLECTION_ID) return Promise.resolve(0);
    return endSessions(this.app, recordId, undefined);
  }

  /** Forgets what this process wrote for an ended session. */
  forget(sessionId: string): void {
    this.written.delete(sessionId);
  }

  /**
   * Writes `lastActive` unless this process did within the interval: one small UPDATE per
   * session and interval. A failed write only makes the session look older; the request goes on.
   */
  private async noteActivity(sessionId: string): Promise<void> {
    const at = this.now();
    const last = this.written.get(sessionId);
    if (last !== undefined && at - last < SESSION_ACTIVITY_WRITE_INTERVAL_MS) return;
    this.remember(sessionId, at);
    try {
      await this.writeActivity(sessionId, at);
    } catch (error) {
      this.app.logger.warn('could not note a session activity', { error, session: sessionId });
    }
  }

  private writeActivity(sessionId: string, at: number) {
    return this.app.db.run(this.activitySql, [formatDate(new Date(at)), sessionId]);
  }

  private remember(sessionId: string, at: number): void {
    this.written.set(sessionId, at);
    if (this.written.size <= MAX_REMEMBERED_WRITES) return;
    for (const [id, when] of this.written) {
      if (at - when >= SESSION_ACTIVITY_WRITE_INTERVAL_MS) this.written.delete(id);
    }
  }
}
