import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** A mail the sink received, decoded. */
export interface ReceivedMail {
  /** Envelope recipients. */
  to: string[];
  subject: string;
  html: string;
  /** The `Content-Language` header, '' when absent. */
  language: string;
}

/** A real SMTP server on loopback that keeps what it receives, for end-to-end mail tests. */
export interface SmtpSink {
  port: number;
  /** Every mail received so far, in arrival order. */
  readonly received: readonly ReceivedMail[];
  /**
   * Resolves with the first received mail to `address` not taken yet (waiting for it to
   * arrive), and marks it taken; rejects after `timeoutMs`.
   */
  take(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** The mails to `address` not taken yet. */
  pending(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/** Starts an SMTP sink on 127.0.0.1 with STARTTLS off and authentication optional. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            received.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: email.subject ?? '',
              html: email.html ?? '',
              language:
                email.headers.find((header) => header.key === 'content-language')?.value ?? '',
            });
            for (const wake of waiters) wake();
            callback();
          })
          .catch((error: unknown) =>
            callback(error instanceof Error ? error : new Error('bad mail')),
          );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // note: the server listens on a TCP port, so its address is an AddressInfo.
  const { port } = server.server.address() as AddressInfo;

  const pending = (address: string) =>
    received.filter((mail) => !taken.has(mail) && mail.to.includes(address));

  const take = (address: string, timeoutMs = 10_000) =>
    new Promise<ReceivedMail>((resolve, reject) => {
      const check = () => {
        const mail = pending(address)[0];
        if (!mail) return;
        taken.add(mail);
        done();
        resolve(mail);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no mail to ${address} within ${timeoutMs} ms`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  return {
    port,
    received,
    take,
    pending,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's HTML that starts with `prefix`, with `&amp;` decoded. */
export function linkIn(mail: ReceivedMail, prefix: string): URL {
  for (const match of mail.html.matchAll(/href="([^"]+)"/g)) {
    const href = (match[1] ?? '').replaceAll('&amp;', '&');
    if (href.startsWith(prefix)) return new URL(href);
  }
  throw new Error(`no link starting with ${prefix} in "${mail.subject}"`);
}
