import {
  ATTACHMENT_MAX_BYTES,
  FORBIDDEN_ATTACHMENT_EXTENSIONS,
  MESSAGE_MAX_ATTACHMENTS,
} from '@hearth/shared';

/** Why a file cannot go with a message. */
export type FileProblem =
  { kind: 'tooMany' } | { kind: 'tooLarge'; name: string } | { kind: 'forbidden'; name: string };

const FORBIDDEN: ReadonlySet<string> = new Set(FORBIDDEN_ATTACHMENT_EXTENSIONS);

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Adds `added` to the files already chosen, keeping what the server would take: at most ten, each
 * at most 25 MB, no programs. What is left out is said, so the user knows why.
 */
export function addFiles(
  chosen: readonly File[],
  added: readonly File[],
): { files: File[]; problems: FileProblem[] } {
  const files = [...chosen];
  const problems: FileProblem[] = [];
  for (const file of added) {
    if (FORBIDDEN.has(extension(file.name))) {
      problems.push({ kind: 'forbidden', name: file.name });
    } else if (file.size > ATTACHMENT_MAX_BYTES) {
      problems.push({ kind: 'tooLarge', name: file.name });
    } else if (files.length >= MESSAGE_MAX_ATTACHMENTS) {
      if (!problems.some((problem) => problem.kind === 'tooMany')) {
        problems.push({ kind: 'tooMany' });
      }
    } else {
      files.push(file);
    }
  }
  return { files, problems };
}

const IMAGE_EXTENSIONS: ReadonlySet<string> = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp']);

/** Whether a stored file is a picture the server makes thumbnails of. */
export function isImageName(name: string): boolean {
  return IMAGE_EXTENSIONS.has(extension(name));
}

/**
 * The name a file was sent with: the server adds `_` and ten random characters before the
 * extension to keep stored names unique.
 */
export function originalName(stored: string): string {
  return stored.replace(/_[a-z0-9]{10}(\.[^.]+)?$/i, '$1');
}

/** A file size in the user's language ("2.5 MB"). */
export function formatSize(bytes: number, language: string): string {
  const units: readonly string[] = ['byte', 'kilobyte', 'megabyte', 'gigabyte'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
