import { describe, expect, it } from 'vitest';
import mistBackground from '../assets/default-background-mist.svg?raw';
import nightBackground from '../assets/default-background-night.svg?raw';
import warmBackground from '../assets/default-background-warm.svg?raw';
import whiteBackground from '../assets/default-background-white.svg?raw';
import { SURFACES } from './theme-preference';
import type { SurfaceName } from './theme-preference';
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

const surfaces = Object.keys(SURFACES) as SurfaceName[]; // note: the keys of a literal object.

/** The relative luminance (WCAG) of the first colour an SVG's background gradient starts from. */
function startLuminance(svg: string): number {
  const hex = /stop-color="#([0-9a-f]{6})"/i.exec(svg)?.[1] ?? '';
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('defaultImages', () => {
  it('serves the bundled images when no CDN is configured', () => {
    const images = defaultImages(null, 'white');
    expect(images.avatarUrl).not.toMatch(/^https?:/);
    expect(images.backgroundUrl).not.toMatch(/^https?:/);
  });

  it('gives every surface pictures of its own', () => {
    const avatars = new Set(surfaces.map((surface) => defaultImages(null, surface).avatarUrl));
    const backgrounds = surfaces.map((surface) => defaultImages(null, surface).backgroundUrl);
    expect(avatars.size).toBe(surfaces.length);
    expect(new Set(backgrounds).size).toBe(surfaces.length);
    expect(defaultImages(null, 'night').backgroundUrl).toMatch(/default-background-night/);
  });

  it('draws a dark background for night and light ones for the light surfaces', () => {
    expect(startLuminance(nightBackground)).toBeLessThan(0.05);
    for (const svg of [whiteBackground, warmBackground, mistBackground]) {
      expect(startLuminance(svg)).toBeGreaterThan(0.8);
    }
  });

  it("uses the CDN's two pictures in every surface when one is configured", () => {
    for (const surface of surfaces) {
      expect(defaultImages('https://cdn.example/hearth', surface)).toEqual({
        avatarUrl: 'https://cdn.example/hearth/default-avatar.svg',
        backgroundUrl: 'https://cdn.example/hearth/default-background.svg',
      });
    }
  });
});
