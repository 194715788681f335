import sharp from 'sharp';
import type { ThumbSize } from './thumb-size.js';

/** The encodings a thumb can have, chosen from the original's file name. */
export type ThumbFormat = 'png' | 'jpeg' | 'gif' | 'tiff';

/** Originals larger than this many pixels are not thumbnailed (the original is served). */
const MAX_INPUT_PIXELS = 100_000_000;
/** PB compat: Go's image/jpeg quality in PocketBase's encoder. */
const JPEG_QUALITY = 95;

const FORMAT_BY_EXTENSION: Record<string, ThumbFormat> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  tif: 'tiff',
  tiff: 'tiff',
};

/**
 * The thumb's encoding, from the file name's extension as PocketBase picks it; anything else
 * (`.webp` included) becomes PNG.
 */
export function thumbFormatOf(filename: string): ThumbFormat {
  const extension = filename.slice(filename.lastIndexOf('.') + 1).toLowerCase();
  return (filename.includes('.') && FORMAT_BY_EXTENSION[extension]) || 'png';
}

/**
 * Renders a thumb as PocketBase does: EXIF orientation applied, only the first frame of an
 * animation, then crop-to-fill from the center/top/bottom, fit inside without enlarging, or a
 * resize keeping the aspect ratio when one side is zero. Rejects when the image cannot be read.
 */
export async function renderThumb(
  original: Uint8Array,
  size: ThumbSize,
  format: ThumbFormat,
): Promise<Buffer> {
  const image = sharp(original, { pages: 1, limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
  const { width, height, mode } = size;
  if (width === 0 || height === 0) {
    image.resize(width || null, height || null, { kernel: 'linear' });
  } else if (mode === 'fit') {
    image.resize(width, height, { fit: 'inside', withoutEnlargement: true, kernel: 'linear' });
  } else {
    const position = mode === 'center' ? 'centre' : mode;
    image.resize(width, height, { fit: 'cover', position, kernel: 'linear' });
  }
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: JPEG_QUALITY }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    case 'tiff':
      return image.tiff().toBuffer();
    case 'png':
      return image.png().toBuffer();
  }
}
