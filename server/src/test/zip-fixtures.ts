import yazl from 'yazl';

/** One entry of a hand-made zip. */
export interface ZipFixtureEntry {
  name: string;
  data: Buffer | string;
  /** Store without compression, so tests can find and damage the bytes. */
  store?: boolean;
}

/** Builds a zip in memory (tests craft valid, foreign and hostile archives with it). */
export async function makeZip(entries: readonly ZipFixtureEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data) : entry.data;
    zip.addBuffer(data, entry.name, { compress: !entry.store });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Replaces every occurrence of `from` with `to` (same length), e.g. to forge entry names. */
export function patchBytes(zip: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error('patches must keep the length');
  const copy = Buffer.from(zip);
  const needle = Buffer.from(from);
  for (let at = copy.indexOf(needle); at !== -1; at = copy.indexOf(needle, at + 1)) {
    copy.write(to, at);
  }
  return copy;
}
