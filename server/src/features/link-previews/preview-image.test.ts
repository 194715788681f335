import { describe, expect, it } from 'vitest';
import {
  animatedGif,
  bandedImage,
  BLUE,
  GREEN,
  imageInfo,
  isNear,
  orientedJpeg,
  pixelAt,
  RED,
} from '../../test/test-images.js';
import { renderPreviewImage } from './preview-image.js';

describe('renderPreviewImage', () => {
  it.each([
    ['a large PNG', () => bandedImage(1200, 800, [RED]), 600, 400],
    ['a tall JPEG', () => bandedImage(300, 1200, [RED], 'jpeg'), 150, 600],
    ['a small WebP, not enlarged', () => bandedImage(120, 80, [RED], 'webp'), 120, 80],
  ])('stores %s as WebP inside 600×600', async (_name, make, width, height) => {
    const rendered = await renderPreviewImage(await make());
    expect(rendered).not.toBeNull();
    expect(await imageInfo(rendered ?? Buffer.alloc(0))).toEqual({
      width,
      height,
      format: 'webp',
      pages: 1,
    });
  });

  it('keeps the first frame of an animation', async () => {
    const rendered = await renderPreviewImage(await animatedGif(40, 40, [GREEN, BLUE]));
    const data = rendered ?? Buffer.alloc(0);
    expect(await imageInfo(data)).toMatchObject({ pages: 1, format: 'webp' });
    expect(isNear(await pixelAt(data, 20, 20), GREEN)).toBe(true);
  });

  it('applies the EXIF orientation', async () => {
    // Orientation 6: stored 80×40, shown 40×80.
    const rendered = await renderPreviewImage(await orientedJpeg(80, 40, 6));
    expect(await imageInfo(rendered ?? Buffer.alloc(0))).toMatchObject({ width: 40, height: 80 });
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="99" height="99"/>')],
    ['HTML', Buffer.from('<!doctype html><html><body>not an image</body></html>')],
    ['random bytes', Buffer.from('00112233445566778899aabbccddeeff', 'hex')],
  ])('refuses %s', async (_name, data) => {
    expect(await renderPreviewImage(data)).toBeNull();
  });

  it('refuses a tracking pixel and a truncated image', async () => {
    expect(await renderPreviewImage(await bandedImage(1, 1, [RED]))).toBeNull();
    const whole = await bandedImage(400, 400, [RED, BLUE], 'jpeg');
    expect(await renderPreviewImage(whole.subarray(0, 200))).toBeNull();
  });
});
