import type { AttemptCounter } from '../auth/attempt-limiter.js';
import type { ResendReservations } from '../auth/resend-guard.js';
import type { RateLimitWindows } from '../rate-limit/rate-limiter.js';
import type { PresenceConnections } from './presence-connections.js';

/**
 * The state server processes must agree on beyond the database's records: rate-limit windows,
 * attempt counters, mail resend guards and
 * presence's connections. One process keeps it in memory
 * (`MemoryCoordination`, SQLite); several processes on one PostgreSQL database share it there
 * (`PostgresCoordination`), so a limit counts the requests sent to any of them.
 */
export interface Coordination {
  /** The HTTP rate limiter's fixed windows (`rateLimits` settings). */
  readonly rateLimits: RateLimitWindows;
  /** A fixed-window attempt counter; `name` keeps its keys apart from other counters'. */
  attemptCounter(name: string, maxAttempts: number, windowMs: number): AttemptCounter;
  /** A resend guard; `name` keeps its keys apart from other guards'. */
  resendGuard(name: string, intervalMs: number): ResendReservations;
  /** Users' realtime connections on every process (presence). */
  readonly presence: PresenceConnections;
  /** Releases connections (the app is closing). */
  close(): Promise<void>;
}
