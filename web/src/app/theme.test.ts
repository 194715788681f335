import { STORAGE_KEYS } from '@hearth/shared';
import { enUS, jaJP, plPL, zhCN } from '@mui/material/locale';
import { describe, expect, it } from 'vitest';
import { readSurface, saveSurface } from '@/shared/lib/theme-preference';
import { componentLocales, createAppTheme } from './theme';

describe('component library locale (spec section 1)', () => {
  it('follows the app language, with Polish then English behind it', () => {
    expect(componentLocales('zh')).toEqual([enUS, plPL, zhCN]);
    expect(componentLocales('ja')).toEqual([enUS, plPL, jaJP]);
    expect(componentLocales('en')).toEqual([enUS, plPL, enUS]);
  });

  it('defaults to simplified Chinese before a language is known', () => {
    expect(componentLocales(null).at(-1)).toBe(zhCN);
  });
});

describe('theme surface (spec section 1)', () => {
  it('defaults to white', () => {
    expect(readSurface()).toBe('white');
    expect(createAppTheme(readSurface(), 'en').palette.background.paper).toBe('#ffffff');
  });

  it('is read from the theme key and ignores unknown values', () => {
    saveSurface('night');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('night');
    expect(createAppTheme(readSurface(), 'en').palette.mode).toBe('dark');
    localStorage.setItem(STORAGE_KEYS.theme, 'purple');
    expect(readSurface()).toBe('white');
  });
});
