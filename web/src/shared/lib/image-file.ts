import type { CollectionInput, FileField } from '@hearth/shared';

/** What an image field accepts, as its collection's schema says. */
export interface ImageLimits {
  mimeTypes: readonly string[];
  /** In bytes. */
  maxSize: number;
}

/** Why a picked file cannot be used as an image. */
export type ImageProblem = 'type' | 'size' | 'unreadable';

/** Resolves once the file has been decoded as a picture; rejects when it cannot be. */
export type ImageDecoder = (file: Blob) => Promise<void>;

/** The limits of the file field `name` of `collection` (a missing field accepts nothing). */
export function imageLimits(collection: CollectionInput, name: string): ImageLimits {
  const field = collection.fields?.find(
    (candidate): candidate is FileField => candidate.type === 'file' && candidate.name === name,
  );
  return { mimeTypes: field?.mimeTypes ?? [], maxSize: field?.maxSize ?? 0 };
}

/**
 * Decodes the file the way the preview will show it, so that a file that only claims to be an
 * image (a text file named `.png`) is caught before it is previewed or uploaded.
 */
export async function decodeImage(file: Blob): Promise<void> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** What is wrong with `file` for a field with these limits, or `null` when it can be used. */
export async function checkImage(
  file: File,
  limits: ImageLimits,
  decode: ImageDecoder = decodeImage,
): Promise<ImageProblem | null> {
  if (!limits.mimeTypes.includes(file.type)) return 'type';
  if (file.size > limits.maxSize) return 'size';
  try {
    await decode(file);
  } catch {
    return 'unreadable';
  }
  return null;
}

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
};

/** The accepted types as people know them, joined with "or" in `language` ("PNG, GIF or WebP"). */
export function formatImageTypes(mimeTypes: readonly string[], language: string): string {
  const names = mimeTypes.map((type) => TYPE_NAMES[type] ?? type.replace(/^image\//, ''));
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(names);
}

const KIB = 1024;
const MIB = KIB * KIB;

/**
 * A size in bytes as people read it in `language`: "5 MB", "812 kB" (the schema's limits are
 * binary megabytes). Rounded up, so a file just over a limit never reads as the limit itself.
 */
export function formatFileSize(bytes: number, language: string): string {
  const [value, unit] = bytes >= MIB ? [bytes / MIB, 'megabyte'] : [bytes / KIB, 'kilobyte'];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
    roundingMode: 'ceil',
  }).format(value);
}
