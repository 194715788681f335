import sharp from 'sharp';

/** An RGB colour. */
export type Rgb = [number, number, number];

export const RED: Rgb = [255, 0, 0];
export const GREEN: Rgb = [0, 255, 0];
export const BLUE: Rgb = [0, 0, 255];

/** Horizontal bands of colour, top to bottom, as raw RGB pixels. */
function bands(width: number, height: number, colors: readonly Rgb[]): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    const color = colors[Math.min(colors.length - 1, Math.floor((y * colors.length) / height))];
    for (let x = 0; x < width; x += 1) pixels.set(color ?? RED, (y * width + x) * 3);
  }
  return pixels;
}

/** An image of equal horizontal bands (top to bottom) in the given format. */
export function bandedImage(
  width: number,
  height: number,
  colors: readonly Rgb[],
  format: 'png' | 'jpeg' | 'gif' | 'webp' = 'png',
): Promise<Buffer> {
  return sharp(bands(width, height, colors), { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** An animated GIF with one solid frame per colour. */
export async function animatedGif(width: number, height: number, frames: Rgb[]): Promise<Buffer> {
  const images = await Promise.all(frames.map((color) => bandedImage(width, height, [color])));
  return sharp(images, { join: { animated: true } })
    .gif({ delay: 100 })
    .toBuffer();
}

/** A JPEG whose stored pixels are `width`×`height` with an EXIF orientation tag. */
export function orientedJpeg(width: number, height: number, orientation: number): Promise<Buffer> {
  return sharp(bands(width, height, [RED]), { raw: { width, height, channels: 3 } })
    .jpeg()
    .withMetadata({ orientation })
    .toBuffer();
}

/** Size, format and frame count of an encoded image. */
export async function imageInfo(data: Uint8Array) {
  const meta = await sharp(data, { animated: true }).metadata();
  return {
    width: meta.width,
    height: meta.pageHeight ?? meta.height,
    format: meta.format,
    pages: meta.pages ?? 1,
  };
}

/** The colour of one pixel (alpha dropped). */
export async function pixelAt(data: Uint8Array, x: number, y: number): Promise<Rgb> {
  const { data: raw, info } = await sharp(data).removeAlpha().raw().toBuffer({
    resolveWithObject: true,
  });
  const offset = (y * info.width + x) * info.channels;
  return [raw[offset] ?? -1, raw[offset + 1] ?? -1, raw[offset + 2] ?? -1];
}

/** Tells whether two colours are within a small distance (lossy encodings shift them). */
export function isNear(actual: Rgb, expected: Rgb, tolerance = 40): boolean {
  return actual.every((channel, i) => Math.abs(channel - (expected[i] ?? 0)) <= tolerance);
}
