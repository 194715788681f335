/** A mailbox: an address and an optional display name. */
export interface MailAddress {
  address: string;
  name?: string;
}

/** One outgoing mail: an HTML body, as PocketBase sends them. */
export interface MailMessage {
  from: MailAddress;
  to: MailAddress[];
  subject: string;
  html: string;
  /** The language the mail is written in (`Content-Language`). */
  language?: string;
}

/**
 * Sends mail. Implementations: `SmtpMailer` (a real SMTP server) and `OutboxMailer` (files in
 * the data directory, for installs without SMTP). A failed send rejects; callers decide whether
 * the client may learn about it (usually not: enumeration protection).
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Releases connections; the mailer is not used afterwards. */
  close(): Promise<void>;
}
