import type { Logger } from '../lib/logger.js';
import type { Settings } from '../settings/settings-model.js';
import type { Mailer, MailMessage } from './mailer.js';
import type { OutboxMailer } from './outbox-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

/** Where the settings come from and how they announce changes (the settings store). */
export interface MailSettingsSource {
  get(): Settings;
  onChange(listener: (settings: Settings) => void): void;
}

/**
 * The app's mailer: SMTP when `smtp.enabled`, the outbox otherwise (PB compat: PocketBase falls
 * back to the local `sendmail` binary instead). It follows the settings, so a change through
 * `PATCH /api/settings` (or a restore) applies to the next mail.
 */
export class SettingsMailer implements Mailer {
  private smtp: SmtpMailer | null = null;
  private smtpKey = '';

  constructor(
    settings: MailSettingsSource,
    private readonly outbox: OutboxMailer,
    private readonly logger: Logger,
  ) {
    settings.onChange((next) => this.configure(next.smtp));
    this.configure(settings.get().smtp);
  }

  /** Tells whether mail currently goes over SMTP. */
  get usesSmtp(): boolean {
    return this.smtp !== null;
  }

  /** Sends through the current transport. */
  send(message: MailMessage): Promise<void> {
    return (this.smtp ?? this.outbox).send(message);
  }

  /** Deletes the outbox's old mails (the daily cleanup job); resolves with how many. */
  pruneOutbox(): Promise<number> {
    return this.outbox.prune();
  }

  /** Closes the SMTP connections. */
  async close(): Promise<void> {
    await this.smtp?.close();
    this.smtp = null;
  }

  private configure(smtp: Settings['smtp']): void {
    const key = smtp.enabled ? JSON.stringify(smtp) : '';
    if (key === this.smtpKey) return;
    const previous = this.smtp;
    this.smtp = smtp.enabled ? new SmtpMailer(smtp) : null;
    this.smtpKey = key;
    previous?.close().catch((error: unknown) => {
      this.logger.warn('failed to close the previous SMTP transport', { error });
    });
  }
}
