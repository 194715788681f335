import type { AuthCollectionModel } from '@hearth/shared';
import type { RecordValues, RequestInfo } from '../request-info.js';
import type { AuthMethod } from './auth-method.js';

/** A sign-in or refresh the session keeper hears about. */
export interface SessionEvent {
  collection: AuthCollectionModel;
  record: RecordValues;
  /** How the record signed in (`refresh` for an auth-refresh). */
  method: AuthMethod;
  info: RequestInfo;
}

/**
 * Sessions, for a product that keeps them (the engine keeps none). An auth token that names a
 * session carries its id as the `sid` claim, and works only while that session lives.
 * Impersonation tokens never name one.
 */
export interface SessionKeeper {
  /**
   * A password, OAuth2 or OTP sign-in completed (MFA and every other login step passed): opens
   * a session and returns its id, or `undefined` when the record's collection keeps none.
   */
  open(event: SessionEvent): Promise<string | undefined>;
  /**
   * An auth-refresh of a token that names `sessionId` (already checked live), or none (a token
   * from before sessions): the session the new token names, or `undefined` for none.
   */
  keep(event: SessionEvent, sessionId: string | undefined): Promise<string | undefined>;
  /**
   * Whether `sessionId` is a live session of this auth record; asked on every request whose
   * token names a session, so it must be cheap. The keeper may note the activity.
   */
  isLive(collectionId: string, recordId: string, sessionId: string): Promise<boolean>;
  /**
   * Ends every session of an auth record at once (their tokens answer 401 from then on, their
   * realtime connections are told); returns how many ended.
   */
  endAll(collectionId: string, recordId: string): Promise<number>;
}
