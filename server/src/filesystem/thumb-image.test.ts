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
  type Rgb,
} from '../test/test-images.js';
import { renderThumb, thumbFormatOf } from './thumb-image.js';
import { parseThumbSize, type ThumbSize } from './thumb-size.js';

function size(text: string): ThumbSize {
  const parsed = parseThumbSize(text);
  if (!parsed) throw new Error(`bad size ${text}`);
  return parsed;
}

describe('renderThumb', () => {
  // A 100×300 image: red on top, green in the middle, blue at the bottom.
  const tall = bandedImage(100, 300, [RED, GREEN, BLUE]);

  it.each<[string, number, number, Rgb]>([
    ['50x50', 50, 50, GREEN],
    ['50x50t', 50, 50, RED],
    ['50x50b', 50, 50, BLUE],
  ])('crops %s to exactly the box, from the right place', async (text, width, height, color) => {
    const thumb = await renderThumb(await tall, size(text), 'png');
    expect(await imageInfo(thumb)).toMatchObject({ width, height, format: 'png' });
    expect(isNear(await pixelAt(thumb, 25, 25), color)).toBe(true);
  });

  it.each([
    ['50x50f', 17, 50],
    ['500x500f', 100, 300],
    ['0x150', 50, 150],
    ['50x0', 50, 150],
    ['0x600', 200, 600],
    ['400x400', 400, 400],
  ])('sizes %s as %i×%i', async (text, width, height) => {
    const thumb = await renderThumb(await tall, size(text), 'png');
    expect(await imageInfo(thumb)).toMatchObject({ width, height });
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const gif = await animatedGif(40, 40, [RED, BLUE]);
    expect((await imageInfo(gif)).pages).toBe(2);
    const thumb = await renderThumb(gif, size('20x20'), 'gif');
    expect(await imageInfo(thumb)).toMatchObject({
      width: 20,
      height: 20,
      format: 'gif',
      pages: 1,
    });
    expect(isNear(await pixelAt(thumb, 10, 10), RED)).toBe(true);
  });

  it('applies the EXIF orientation before resizing', async () => {
    // Stored 100×50 but tagged "rotate 90°": it is shown, and must be thumbed, as 50×100.
    const jpeg = await orientedJpeg(100, 50, 6);
    const thumb = await renderThumb(jpeg, size('0x100'), 'jpeg');
    expect(await imageInfo(thumb)).toMatchObject({ width: 50, height: 100, format: 'jpeg' });
  });

  it('reads WebP originals and writes the format it is asked for', async () => {
    const webp = await bandedImage(60, 60, [GREEN], 'webp');
    const thumb = await renderThumb(webp, size('30x30'), thumbFormatOf('a_1234567890.webp'));
    expect(await imageInfo(thumb)).toMatchObject({ width: 30, height: 30, format: 'png' });
  });

  it('rejects something that is not an image', async () => {
    await expect(
      renderThumb(new TextEncoder().encode('not an image'), size('10x10'), 'png'),
    ).rejects.toThrow();
  });
});

describe('thumbFormatOf', () => {
  it.each([
    ['a.jpg', 'jpeg'],
    ['a.JPEG', 'jpeg'],
    ['a.png', 'png'],
    ['a.gif', 'gif'],
    ['a.tiff', 'tiff'],
    ['a.webp', 'png'],
    ['a.bmp', 'png'],
    ['noext', 'png'],
    ['jpg', 'png'],
  ])('%s ⇒ %s', (name, format) => {
    expect(thumbFormatOf(name)).toBe(format);
  });
});
