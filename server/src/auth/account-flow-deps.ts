import type { CollectionRegistry } from '../collections/collection-registry.js';
import type { Logger } from '../lib/logger.js';
import type { RecordMails } from '../mail/record-mails.js';
import type { Db } from '../storage/db.js';
import type { AuthService } from './auth-service.js';
import type { SystemRecords } from './system-records.js';

/** What the account flows (mails, OTP, MFA, alerts) are built on. */
export interface AccountFlowDeps {
  db: Db;
  collections: CollectionRegistry;
  auth: AuthService;
  mails: RecordMails;
  system: SystemRecords;
  logger: Logger;
}

/**
 * Runs a mail send without making the client wait for it or learn how it went (enumeration
 * protection): failures are logged and `onFailure` may undo what the send stood for.
 */
export function sendInBackground(
  logger: Logger,
  what: string,
  send: () => Promise<void>,
  onFailure?: () => Promise<void> | void,
): void {
  void (async () => {
    try {
      await send();
    } catch (error) {
      logger.error(`failed to send the ${what} email`, { error });
      try {
        await onFailure?.();
      } catch (cleanupError) {
        logger.error(`failed to clean up after the ${what} email`, { error: cleanupError });
      }
    }
  })();
}
