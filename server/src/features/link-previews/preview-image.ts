import sharp from 'sharp';
import { sniffMimeType } from '../../filesystem/mime-sniff.js';

/** The stored image fits in this box (never enlarged). */
export const PREVIEW_IMAGE_MAX_SIDE = 600;
/** Raster formats taken from sites; SVG is not (it is a document that can refer to others). */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']);
/** Decoding stops beyond this many pixels: a small file can claim an enormous canvas. */
const MAX_INPUT_PIXELS = 40_000_000;
/** Smaller images are tracking pixels or spacers, not pictures of the page. */
const MIN_SIDE = 16;

/**
 * The preview image to store for a site's image bytes: WebP, inside 600×600, its first frame
 * only, EXIF orientation applied (and the rest of the metadata dropped). The bytes decide what
 * the file is, whatever the site's Content-Type said; `null` when they are not an accepted
 * image, cannot be decoded or are too small to be a picture.
 */
export async function renderPreviewImage(data: Uint8Array): Promise<Buffer | null> {
  const { mime } = await sniffMimeType(data);
  if (!ACCEPTED.has(mime)) return null;
  try {
    const image = sharp(data, { pages: 1, limitInputPixels: MAX_INPUT_PIXELS });
    const { width = 0, height = 0 } = await image.metadata();
    if (width < MIN_SIDE || height < MIN_SIDE) return null;
    return await image
      .autoOrient()
      .resize(PREVIEW_IMAGE_MAX_SIDE, PREVIEW_IMAGE_MAX_SIDE, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    // note: a corrupt or truncated image is a preview without a picture, not a failure.
    return null;
  }
}
