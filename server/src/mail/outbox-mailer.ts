import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Logger } from '../lib/logger.js';
import { randomString } from '../lib/random.js';
import { extractLinks } from './mail-links.js';
import type { Mailer, MailMessage } from './mailer.js';
import { toNodemailerMessage } from './nodemailer-message.js';

/** How long a mail stays in the outbox before the daily cleanup deletes it. */
export const OUTBOX_MAX_AGE_DAYS = 14;

/**
 * The mailer of an install without SMTP: every mail is written to the outbox folder as a
 * standard `.eml` file (any mail client opens it) and its links are logged, so that a fresh
 * install can still complete every account flow (verification, password reset, ...).
 */
export class OutboxMailer implements Mailer {
  // note: nodemailer's stream transport only renders the MIME message; nothing leaves the machine.
  private readonly composer = createTransport({ streamTransport: true, buffer: true });

  constructor(
    private readonly dir: string,
    private readonly logger: Logger,
  ) {}

  /** Writes the mail to `<dir>/<time>-<random>.eml` and logs where it went and its links. */
  async send(message: MailMessage): Promise<void> {
    const info = await this.composer.sendMail(toNodemailerMessage(message));
    await mkdir(this.dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(this.dir, `${stamp}-${randomString(6)}.eml`);
    await writeFile(file, info.message, { mode: 0o600 });
    this.logger.info('mail written to the outbox (SMTP is not enabled)', {
      file,
      to: message.to.map((to) => to.address),
      subject: message.subject,
      links: extractLinks(message.html),
    });
  }

  /**
   * Deletes the outbox's `.eml` files last modified before `maxAgeDays` ago, so that a server
   * running without SMTP for months does not keep every reset link and code it ever wrote.
   * Resolves with how many it deleted.
   */
  async prune(maxAgeDays = OUTBOX_MAX_AGE_DAYS, now = Date.now()): Promise<number> {
    const cutoff = now - maxAgeDays * 24 * 60 * 60 * 1000;
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
    let deleted = 0;
    for (const name of names) {
      if (!name.endsWith('.eml')) continue;
      const file = join(this.dir, name);
      try {
        const info = await stat(file);
        if (!info.isFile() || info.mtimeMs >= cutoff) continue;
        await unlink(file);
        deleted++;
      } catch (error) {
        // note: a file removed by hand meanwhile is already what the cleanup wanted.
        if (!isMissing(error)) throw error;
      }
    }
    if (deleted > 0) this.logger.info('old mails deleted from the outbox', { deleted });
    return deleted;
  }

  /** Nothing to release. */
  close(): Promise<void> {
    return Promise.resolve();
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
