import { describe, expect, it } from 'vitest';
import { defaultImages, toUserInfo } from './user-info';

const record = {
  id: 'abc123',
  collectionName: 'users',
  nickname: 'Ann',
  email: 'ann@example.com',
  avatar: 'me_x1y2z3.png',
  background: 'sky_a1b2c3.jpg',
};

describe('toUserInfo (spec section 3)', () => {
  const defaults = { avatarUrl: '/default-avatar.svg', backgroundUrl: '/default-background.svg' };

  it('maps a record with files to backend file URLs', () => {
    expect(toUserInfo(record, 'https://chat.example', defaults)).toEqual({
      id: 'abc123',
      nickname: 'Ann',
      email: 'ann@example.com',
      avatarUrl: 'https://chat.example/api/files/users/abc123/me_x1y2z3.png',
      backgroundUrl: 'https://chat.example/api/files/users/abc123/sky_a1b2c3.jpg',
    });
  });

  it('uses the default images when the record has no files', () => {
    const info = toUserInfo(
      { ...record, avatar: '', background: undefined },
      'https://chat.example',
      defaults,
    );
    expect(info.avatarUrl).toBe('/default-avatar.svg');
    expect(info.backgroundUrl).toBe('/default-background.svg');
  });

  it('keeps only the five user info fields', () => {
    const info = toUserInfo({ ...record, collectionName: 'users' }, '', defaults);
    expect(Object.keys(info).sort()).toEqual([
      'avatarUrl',
      'backgroundUrl',
      'email',
      'id',
      'nickname',
    ]);
  });

  it('escapes path parts', () => {
    const info = toUserInfo({ ...record, avatar: 'a b.png' }, 'http://h', defaults);
    expect(info.avatarUrl).toBe('http://h/api/files/users/abc123/a%20b.png');
  });
});

describe('defaultImages', () => {
  it('serves the bundled images when no CDN is configured', () => {
    const images = defaultImages(null);
    expect(images.avatarUrl).not.toMatch(/^https?:/);
    expect(images.backgroundUrl).not.toMatch(/^https?:/);
  });

  it('uses the CDN base when one is configured', () => {
    expect(defaultImages('https://cdn.example/hearth')).toEqual({
      avatarUrl: 'https://cdn.example/hearth/default-avatar.svg',
      backgroundUrl: 'https://cdn.example/hearth/default-background.svg',
    });
  });
});
