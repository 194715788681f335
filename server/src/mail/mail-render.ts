import type { EmailTemplate } from '@hearth/shared';

/** A template with its placeholders filled, ready to send. */
export interface RenderedMail {
  subject: string;
  html: string;
}

/** `{APP_NAME}`, `{OTP_ID}`, `{RECORD:nickname}`: PocketBase's placeholder syntax. */
const PLACEHOLDER = /\{[A-Z_]+(?::\w+)?\}/g;

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function fill(text: string, values: Record<string, string>, escape: boolean): string {
  // PB compat: PocketBase replaces placeholders one after another and escapes only text record
  // fields; here every value is escaped in the body, in one pass, so a value that itself
  // contains `{...}` (a nickname, a user agent) stays literal.
  return text.replace(PLACEHOLDER, (name) => {
    const value = values[name];
    if (value === undefined) return name;
    return escape ? escapeHtml(value) : value;
  });
}

const STYLE =
  'body{margin:0;padding:24px;background:#f4f4f6;color:#1a1a1f;font-family:-apple-system,"Segoe UI",Roboto,"PingFang SC","Hiragino Sans","Noto Sans CJK SC","Noto Sans JP",sans-serif;font-size:15px;line-height:1.6}' +
  '.wrapper{max-width:560px;margin:0 auto;padding:24px 32px;background:#fff;border-radius:8px}' +
  '.btn{display:inline-block;padding:10px 24px;border-radius:6px;background:#1a1a1f;color:#fff !important;text-decoration:none;font-weight:600}';

/**
 * Fills a template's placeholders and wraps the body in the mail layout. Values are escaped in
 * the HTML body (an attacker-chosen user agent or nickname cannot inject markup) and used as is
 * in the subject, which is plain text.
 */
export function renderMail(
  template: EmailTemplate,
  values: Record<string, string>,
  language: string,
): RenderedMail {
  const subject = fill(template.subject, values, false).replace(/[\r\n]+/g, ' ');
  const content = fill(template.body, values, true);
  const html =
    `<!DOCTYPE html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(subject)}</title><style>${STYLE}</style></head>` +
    `<body><div class="wrapper">${content}</div></body></html>`;
  return { subject, html };
}
