import { createTransport, type Transporter } from 'nodemailer';
import type { Settings } from '../settings/settings-model.js';
import type { Mailer, MailMessage } from './mailer.js';
import { toNodemailerMessage } from './nodemailer-message.js';

/**
 * Bounds on a stalled SMTP server, so a send (and the login alert that waits for one) ends.
 * nodemailer's own defaults wait up to two minutes for a connection.
 */
const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

/**
 * Sends mail through the SMTP server of the settings (`smtp.*`). `tls` means implicit TLS
 * (port 465 style), as in PocketBase; otherwise STARTTLS is used when the server offers it.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(smtp: Settings['smtp']) {
    this.transport = createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.tls,
      name: smtp.localName || undefined,
      auth: smtp.username ? { user: smtp.username, pass: smtp.password } : undefined,
      authMethod: smtp.authMethod || undefined,
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      greetingTimeout: GREETING_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
    });
  }

  /** Sends one mail; rejects when the server refuses it or cannot be reached. */
  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail(toNodemailerMessage(message));
  }

  /** Closes the transport's connections. */
  close(): Promise<void> {
    this.transport.close();
    return Promise.resolve();
  }
}
