import { Parser } from 'htmlparser2';

/** The longest title, description and site name kept, in characters. */
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 300;
export const SITE_NAME_MAX = 80;

/** C0 and C1 controls and the bidirectional overrides that could reorder what a client shows. */
const INVISIBLE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * A page's text as a preview stores it: plain text (a site that put markup in its description
 * gets its words only), on one line, without controls, at most `max` characters with "…" when
 * cut. Entities were decoded once by the page's parser and are not decoded again.
 */
export function cleanText(value: string, max: number): string {
  const text = value.includes('<') ? textOf(value) : value;
  const line = text.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
  const characters = Array.from(line);
  if (characters.length <= max) return line;
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

function textOf(markup: string): string {
  let text = '';
  const parser = new Parser(
    {
      ontext(data) {
        text += data;
      },
    },
    { decodeEntities: false },
  );
  parser.end(markup);
  return text;
}
