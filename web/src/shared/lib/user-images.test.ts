import { STORAGE_KEYS } from '@hearth/shared';
import { describe, expect, it } from 'vitest';
import { avatarThumbUrl } from './user-images';

const person = { id: 'abc123', collectionName: 'users', avatar: '' };

describe('avatarThumbUrl', () => {
  it("gives the stored surface's default avatar to someone without one", () => {
    expect(avatarThumbUrl(person)).toMatch(/default-avatar-white/);
    window.localStorage.setItem(STORAGE_KEYS.theme, 'night');
    expect(avatarThumbUrl(person)).toMatch(/default-avatar-night/);
  });

  it("asks for the server's 100x100 thumbnail of an uploaded avatar", () => {
    expect(avatarThumbUrl({ ...person, avatar: 'me_1.png' })).toMatch(
      /\/api\/files\/users\/abc123\/me_1\.png\?thumb=100x100$/,
    );
  });
});
