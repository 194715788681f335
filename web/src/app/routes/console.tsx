import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo } from 'react';
import { loadConsoleMessages, useTranslation } from '@/i18n/i18n';
import { useSurface } from '@/shared/lib/theme-preference';
import { applyThemeColor } from '@/shared/pwa/theme-color';
import { ConsoleRoutes } from '@/features/console/shell/console-routes';
import { consoleClient } from '@/features/console/shell/console-session';
import { createAppTheme } from '../theme';

/** The console's messages and client, in place before its first render. */
export async function loader() {
  await Promise.all([loadConsoleMessages(), consoleClient()]);
  return null;
}

/**
 * The superuser console (`/_/…`): apart from the app's pages (the users' navigation guard never
 * runs here), in the user's surface and language, with its own session.
 */
export function Component() {
  const { i18n } = useTranslation();
  const surface = useSurface();
  const language = i18n.language;
  const theme = useMemo(() => createAppTheme(surface, language), [surface, language]);
  // The app's status layer (which keeps the browser's bar in the theme) is not drawn here.
  useEffect(() => applyThemeColor(surface), [surface]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <ConsoleRoutes />
    </ThemeProvider>
  );
}
