import { chatsCollection, usersCollection } from '@hearth/shared';
import { describe, expect, it, vi } from 'vitest';
import { checkImage, formatFileSize, formatImageTypes, imageLimits } from './image-file';

const MB = 1024 * 1024;
const limits = { mimeTypes: ['image/png', 'image/jpeg'], maxSize: 5 * MB };

/** A file of `size` bytes, whatever its content. */
function fileOf(name: string, type: string, size = 10): File {
  return new File([new Uint8Array(size)], name, { type });
}

describe('checkImage', () => {
  it('accepts a picture of an accepted type within the size that decodes', async () => {
    const decode = vi.fn().mockResolvedValue(undefined);
    const file = fileOf('me.png', 'image/png');
    expect(await checkImage(file, limits, decode)).toBeNull();
    expect(decode).toHaveBeenCalledWith(file);
  });

  it('refuses a type the field does not accept, without decoding it', async () => {
    const decode = vi.fn().mockResolvedValue(undefined);
    expect(await checkImage(fileOf('me.svg', 'image/svg+xml'), limits, decode)).toBe('type');
    expect(await checkImage(fileOf('notes.txt', 'text/plain'), limits, decode)).toBe('type');
    expect(decode).not.toHaveBeenCalled();
  });

  it('refuses a file over the size limit, and takes one exactly at it', async () => {
    const decode = vi.fn().mockResolvedValue(undefined);
    expect(await checkImage(fileOf('big.png', 'image/png', 5 * MB + 1), limits, decode)).toBe(
      'size',
    );
    expect(await checkImage(fileOf('just.png', 'image/png', 5 * MB), limits, decode)).toBeNull();
  });

  it('refuses a file that claims the right type but does not decode (a text file named .png)', async () => {
    const decode = vi.fn().mockRejectedValue(new DOMException('not an image', 'EncodingError'));
    const notes = new File(['my notes'], 'notes.png', { type: 'image/png' });
    expect(await checkImage(notes, limits, decode)).toBe('unreadable');
  });
});

describe('imageLimits', () => {
  it("reads the users collection's avatar and background limits", () => {
    expect(imageLimits(usersCollection, 'avatar')).toEqual({
      mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
      maxSize: 5 * MB,
    });
    expect(imageLimits(usersCollection, 'background').maxSize).toBe(10 * MB);
    expect(imageLimits(chatsCollection, 'avatar').maxSize).toBe(5 * MB);
  });

  it('accepts nothing for a field the collection does not have', () => {
    expect(imageLimits(usersCollection, 'nickname')).toEqual({ mimeTypes: [], maxSize: 0 });
  });
});

describe('formatting the limits', () => {
  it('says sizes in units people read, rounding up', () => {
    expect(formatFileSize(5 * MB, 'en')).toBe('5 MB');
    expect(formatFileSize(10 * MB, 'zh')).toBe('10 MB');
    expect(formatFileSize(5 * MB + 1, 'en')).toBe('5.1 MB');
    expect(formatFileSize(812 * 1024, 'en')).toBe('812 kB');
    expect(formatFileSize(812 * 1024, 'ja')).toBe('812 KB');
  });

  it("lists the types with each language's own 'or'", () => {
    const types = ['image/png', 'image/jpeg', 'image/webp'];
    expect(formatImageTypes(types, 'en')).toBe('PNG, JPEG, or WebP');
    expect(formatImageTypes(types, 'zh')).toBe('PNG、JPEG或WebP');
    expect(formatImageTypes(types, 'ja')).toBe('PNG、JPEG、またはWebP');
  });
});
