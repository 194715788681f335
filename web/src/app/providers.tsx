import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { SURFACES, useSurface } from '@/shared/lib/theme-preference';
import { NotificationHost } from '@/shared/ui/notification-host';
import { createAppTheme } from './theme';

function ThemedApp({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const surface = useSurface();
  const language = i18n.language;
  const theme = useMemo(() => createAppTheme(surface, language), [surface, language]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
      <NotificationHost mode={SURFACES[surface].mode} />
    </ThemeProvider>
  );
}

/** Everything the pages rely on: the theme (surface and locale) and notifications. */
export function Providers({ children }: { children: ReactNode }) {
  return <ThemedApp>{children}</ThemedApp>;
}
