import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { useSurface } from '@/shared/lib/theme-preference';
import { createAppTheme } from '../theme';

/**
 * The component library's theme (surface and locale) around the pages built with it: the
 * signed-in app, the mail-link pages and not-found. The sign-in pages do without it, so their
 * first paint does not wait for it.
 */
export function Component() {
  const { i18n } = useTranslation();
  const surface = useSurface();
  const language = i18n.language;
  const theme = useMemo(() => createAppTheme(surface, language), [surface, language]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <Outlet />
    </ThemeProvider>
  );
}
