/**
 * Rewrites statement text written for the seam into PostgreSQL's: `?` placeholders become `$1`,
 * `$2`… in order, and backtick-quoted identifiers (which SQLite and PocketBase's index
 * definitions use) become double-quoted.
 */
export function toPostgresText(text: string): string {
  let placeholder = 0;
  return rewriteOutsideQuotes(text, () => '$' + String(++placeholder));
}

/**
 * Calls `placeholder(i)` for the i-th `?` (from 0) and puts its answer in the `?`'s place;
 * backtick-quoted identifiers become double-quoted. Text inside string literals,
 * double-quoted identifiers and comments is left alone, so a `?` or a backtick there stays.
 */
export function rewriteOutsideQuotes(text: string, placeholder: (index: number) => string): string {
  let out = '';
  let count = 0;
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === "'" || char === '"') {
      const end = closingQuote(text, i, char);
      out += text.slice(i, end);
      i = end;
    } else if (char === '`') {
      const end = closingQuote(text, i, '`');
      const name = text.slice(i + 1, end - 1).replaceAll('``', '`');
      out += '"' + name.replaceAll('"', '""') + '"';
      i = end;
    } else if (char === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      out += text.slice(i, stop);
      i = stop;
    } else if (char === '?') {
      out += placeholder(count++);
      i++;
    } else {
      out += char;
      i++;
    }
  }
  return out;
}

/** The index just past the quote that closes the one at `start` (a doubled quote escapes). */
function closingQuote(text: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < text.length) {
    if (text[i] === quote) {
      if (text[i + 1] === quote) {
        i += 2;
        continue;
      }
      return i + 1;
    }
    i++;
  }
  return text.length;
}
