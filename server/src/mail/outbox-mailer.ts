import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Logger } from '../lib/logger.js';
import { randomString } from '../lib/random.js';
import { extractLinks } from './mail-links.js';
import type { Mailer, MailMessage } from './mailer.js';
import { toNodemailerMessage } from './nodemailer-message.js';

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

  /** Nothing to release. */
  close(): Promise<void> {
    return Promise.resolve();
  }
}
