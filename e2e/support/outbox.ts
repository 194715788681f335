import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// note: an install without SMTP writes its mails to `<DATA_DIR>/outbox` as .eml files.
/**
 * The newest mail to `to` in the test server's outbox that links to `route`: the link's path and
 * query, or `null` while no such mail has arrived.
 */
export function mailedLink(to: string, route: string): string | null {
  const outbox = join(process.env['HEARTH_E2E_DATA_DIR'] ?? '', 'outbox');
  // The server makes the folder with its first mail.
  if (!existsSync(outbox)) return null;
  const mails = readdirSync(outbox)
    .map((name) => join(outbox, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .map((file) => readFileSync(file, 'utf8'))
    .filter((text) => text.includes(to));
  const pattern = new RegExp(`https?://[^\\s"'<>]+${route}\\?token=[\\w.-]+`);
  for (const mail of mails) {
    // Quoted-printable: soft line breaks and =XX escapes.
    const decoded = mail
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const match = decoded.match(pattern);
    if (match) return new URL(match[0]).pathname + new URL(match[0]).search;
  }
  return null;
}
