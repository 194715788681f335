import type { Readable } from 'node:stream';
import type yauzl from 'yauzl';

/**
 * The next entry of a zip opened with `lazyEntries`, or `null` at its end, as a promise. A read
 * error goes through `toError`, so each reader (backups, plugin bundles) says it in its own terms.
 */
export function nextZipEntry(
  zip: yauzl.ZipFile,
  toError: (error: unknown) => Error,
): Promise<yauzl.Entry | null> {
  return new Promise((resolve, reject) => {
    const stopListening = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (entry: yauzl.Entry) => {
      stopListening();
      resolve(entry);
    };
    const onEnd = () => {
      stopListening();
      resolve(null);
    };
    const onError = (error: unknown) => {
      stopListening();
      reject(toError(error));
    };
    zip.once('entry', onEntry);
    zip.once('end', onEnd);
    zip.once('error', onError);
    zip.readEntry();
  });
}

/** Opens an entry's content; it only flows once a consumer reads it. */
export function openZipEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  toError: (error: unknown) => Error,
): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) =>
      error ? reject(toError(error)) : resolve(stream),
    );
  });
}
