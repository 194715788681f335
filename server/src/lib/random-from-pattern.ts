import { randomInt } from 'node:crypto';

const CLASS_ESCAPES: Record<string, string> = {
  d: '0123456789',
  w: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_',
};
/** The most repetitions an open-ended quantifier (`+`, `*`, `{n,}`) produces. */
const OPEN_QUANTIFIER_EXTRA = 5;

interface Atom {
  choices: string;
  min: number;
  max: number;
}

/**
 * Generates a random string matching a simple pattern: literals, `[...]` classes with ranges,
 * `\d`, `\w`, and the quantifiers `{n}`, `{n,m}`, `?`, `*`, `+`. Anchors are ignored. This is
 * the subset autogenerate patterns use (PocketBase's default id pattern is `[a-z0-9]{15}`).
 *
 * `[a-z0-9]{15}` ⇒ `k3j9x0a1b2c3d4e`; `inv_\d{4}` ⇒ `inv_0423`
 *
 * Throws for anything it cannot generate (groups, alternation).
 */
export function randomStringFromPattern(pattern: string): string {
  return parseAtoms(pattern)
    .map((atom) => {
      const count =
        atom.min === atom.max ? atom.min : atom.min + randomInt(atom.max - atom.min + 1);
      let out = '';
      for (let i = 0; i < count; i++) out += atom.choices[randomInt(atom.choices.length)];
      return out;
    })
    .join('');
}

function parseAtoms(pattern: string): Atom[] {
  const atoms: Atom[] = [];
  let i = 0;
  while (i < pattern.length) {
    const char = pattern[i] ?? '';
    let choices: string;
    if (char === '^' || char === '$') {
      i++;
      continue;
    } else if (char === '[') {
      const end = pattern.indexOf(']', i + 1);
      if (end < 0) throw new Error(`unclosed character class in ${pattern}`);
      choices = expandClass(pattern.slice(i + 1, end));
      i = end + 1;
    } else if (char === '\\') {
      const next = pattern[i + 1] ?? '';
      choices = CLASS_ESCAPES[next] ?? next;
      i += 2;
    } else if ('()|.'.includes(char)) {
      throw new Error(`unsupported pattern construct "${char}" in ${pattern}`);
    } else {
      choices = char;
      i++;
    }
    const [min, max, consumed] = parseQuantifier(pattern, i);
    i += consumed;
    if (choices.length > 0) atoms.push({ choices, min, max });
  }
  return atoms;
}

function expandClass(body: string): string {
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const char = body[i] ?? '';
    if (char === '\\') {
      const next = body[++i] ?? '';
      out += CLASS_ESCAPES[next] ?? next;
    } else if (body[i + 1] === '-' && i + 2 < body.length) {
      const from = char.charCodeAt(0);
      const to = (body[i + 2] ?? '').charCodeAt(0);
      for (let code = from; code <= to; code++) out += String.fromCharCode(code);
      i += 2;
    } else {
      out += char;
    }
  }
  return out;
}

function parseQuantifier(pattern: string, at: number): [number, number, number] {
  const char = pattern[at];
  if (char === '?') return [0, 1, 1];
  if (char === '*') return [0, OPEN_QUANTIFIER_EXTRA, 1];
  if (char === '+') return [1, 1 + OPEN_QUANTIFIER_EXTRA, 1];
  if (char !== '{') return [1, 1, 0];
  const end = pattern.indexOf('}', at);
  const match = /^(\d+)(,(\d*))?$/.exec(pattern.slice(at + 1, end));
  if (end < 0 || !match) throw new Error(`invalid quantifier in ${pattern}`);
  const min = Number(match[1]);
  const max =
    match[2] === undefined ? min : match[3] ? Number(match[3]) : min + OPEN_QUANTIFIER_EXTRA;
  return [min, max, end - at + 1];
}
