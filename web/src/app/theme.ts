import type { Language } from '@hearth/shared';
import type { Localization } from '@mui/material/locale';
import { enUS, jaJP, plPL, zhCN } from '@mui/material/locale';
import type { Theme } from '@mui/material/styles';
import { createTheme } from '@mui/material/styles';
import type { SurfaceName } from '@/shared/lib/theme-preference';
import { SURFACES } from '@/shared/lib/theme-preference';

const COMPONENT_LOCALES: Record<Language, Localization> = { zh: zhCN, en: enUS, ja: jaJP };

/**
 * The component library's locale chain for an app language, most specific last (that is how
 * `createTheme` merges). Spec section 1: the component layer defaults to simplified Chinese and
 * falls back to Polish, then English, for anything a locale lacks.
 */
export function componentLocales(language: Language | null): Localization[] {
  const primary = language ? COMPONENT_LOCALES[language] : zhCN;
  return [enUS, plPL, primary];
}

/** The plain pages' stack (app/base.css), which picks the CJK fonts by the page's language. */
const FONT_STACK = 'var(--h-font)';

/** Builds the MUI theme from the stored surface colour and the app language. */
export function createAppTheme(surface: SurfaceName, language: Language | null): Theme {
  const { surface: paper, mode } = SURFACES[surface];
  const dark = mode === 'dark';
  return createTheme(
    {
      palette: {
        mode,
        primary: dark
          ? { main: '#ffa94d', contrastText: '#1c1f26' }
          : { main: '#c2410c', light: '#ea580c', dark: '#9a3412', contrastText: '#ffffff' },
        secondary: dark ? { main: '#b197fc' } : { main: '#6741d9' },
        // note: darker than MUI's defaults so small text keeps a 4.5:1 contrast on white.
        ...(dark
          ? // MUI's dark red (#f44336) reads at 4.47:1 on the night surface, and white on it at 3.7:1.
            { error: { main: '#ff8a80', contrastText: '#1c1f26' } }
          : { warning: { main: '#b45309' }, success: { main: '#2e7d32' } }),
        background: { default: dark ? '#12141a' : '#f6f4f1', paper },
      },
      shape: { borderRadius: 12 },
      typography: {
        fontFamily: FONT_STACK,
        h1: { fontWeight: 700, letterSpacing: '-0.02em' },
        h2: { fontWeight: 700, letterSpacing: '-0.02em' },
        h3: {
          fontWeight: 700,
          letterSpacing: '-0.01em',
          fontSize: 'clamp(2rem, 1.4rem + 2vw, 3rem)',
        },
        h4: {
          fontWeight: 700,
          letterSpacing: '-0.01em',
          fontSize: 'clamp(1.5rem, 1.2rem + 1.2vw, 2.125rem)',
        },
        h5: { fontWeight: 650 },
        h6: { fontWeight: 650 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        // Japanese headings wrap between phrases, not in the middle of a word.
        MuiCssBaseline: { styleOverrides: 'body { word-break: auto-phrase; }' },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
        MuiCard: {
          defaultProps: { elevation: 0 },
          styleOverrides: {
            root: ({ theme }) => ({ border: `1px solid ${theme.palette.divider}` }),
          },
        },
        MuiTextField: { defaultProps: { fullWidth: true } },
        MuiLink: { defaultProps: { underline: 'hover' } },
      },
    },
    ...componentLocales(language),
  );
}
