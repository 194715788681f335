import type { ByteRange } from '../filesystem/blob-store.js';

/** What a `Range` header asks of a representation of known size. */
export type RangeRequest =
  | { kind: 'whole' }
  | { kind: 'range'; range: ByteRange }
  | { kind: 'unsatisfiable' }
  | { kind: 'invalid' };

const SPEC = /^(\d*)-(\d*)$/;

/**
 * Parses a `Range` header for `size` bytes as Go's `http.ServeContent` (which PocketBase uses)
 * does, for the single ranges browsers and media players send. Several satisfiable ranges are
 * answered with the whole file (allowed by RFC 9110), not a multipart body.
 *
 * `bytes=0-99` ⇒ 0–99; `bytes=100-` ⇒ 100–end; `bytes=-100` ⇒ the last 100; `bytes=5-900`
 * (size 10) ⇒ 5–9; `bytes=10-` (size 10) ⇒ unsatisfiable; `bytes=5-1`, `items=0-1` ⇒ invalid
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined || header === '') return { kind: 'whole' };
  if (!header.startsWith('bytes=')) return { kind: 'invalid' };
  const ranges: ByteRange[] = [];
  let beyondEnd = false;
  for (const part of header.slice('bytes='.length).split(',')) {
    const spec = part.trim();
    if (spec === '') continue;
    const parsed = parseSpec(spec, size);
    if (parsed === 'invalid') return { kind: 'invalid' };
    if (parsed === 'beyond-end') beyondEnd = true;
    else ranges.push(parsed);
  }
  const [only] = ranges;
  if (ranges.length === 1 && only) return { kind: 'range', range: only };
  if (ranges.length === 0) return beyondEnd ? { kind: 'unsatisfiable' } : { kind: 'invalid' };
  return { kind: 'whole' };
}

function parseSpec(spec: string, size: number): ByteRange | 'beyond-end' | 'invalid' {
  const match = SPEC.exec(spec);
  if (!match) return 'invalid';
  const [, first = '', last = ''] = match;
  if (first === '') {
    // "-N": the last N bytes. RFC 9110: a zero suffix length cannot be satisfied.
    if (last === '') return 'invalid';
    const length = Math.min(Number(last), size);
    return length === 0 ? 'beyond-end' : { start: size - length, end: size - 1 };
  }
  const start = Number(first);
  if (!Number.isSafeInteger(start)) return 'invalid';
  if (last !== '' && Number(last) < start) return 'invalid';
  if (start >= size) return 'beyond-end';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { start, end };
}
