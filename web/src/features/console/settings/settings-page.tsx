import LinearProgress from '@mui/material/LinearProgress';
import { useState } from 'react';
import { Navigate, useLocation, useRoutes } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { useConsoleTitle } from '@/features/console/shared/use-console-title';
import { ConsoleError } from '../shared/console-error';
import { ConsolePage } from '../shared/console-page';
import { useConsoleQuery } from '../shared/use-console-query';
import { ApplicationSection } from './application-section';
import { LogsSection } from './logs-section';
import { MailSection } from './mail-section';
import { RateLimitsSection } from './rate-limits-section';
import { sectionOf } from './settings-sections';
import { SettingsMenu, sectionTitleKey } from './settings-menu';
import type { AppSettings } from './settings-types';
import { SignInSection } from './sign-in-section';
import { TokensSection } from './tokens-section';
import { TrustedProxySection } from './trusted-proxy-section';

/** `/_/settings/*`: the application's settings, one section at a time, each saved on its own. */
export function SettingsPage() {
  const { t } = useTranslation();
  const named = sectionOf(useLocation().pathname);
  const section = named ?? 'application';
  useConsoleTitle(`${t(sectionTitleKey(section))} · ${t('console.settings.title')}`);
  const loaded = useConsoleQuery('settings', async (client) => {
    // note: the server answers `/api/settings` in AppSettings' shape (and more).
    return (await client.settings.getAll()) as AppSettings;
  });
  // What a section saved, so another section opened next starts from it.
  const [saved, setSaved] = useState<AppSettings | null>(null);
  const settings = saved ?? loaded.data;
  // `/_/settings` and unknown sections open the first section.
  if (!named) return <Navigate to="/_/settings/application" replace />;
  return (
    <ConsolePage
      title={t('console.settings.title')}
      lead={settings && t('console.settings.lead', { name: settings.meta.appName })}
    >
      <SettingsMenu current={section} />
      {loaded.error && <ConsoleError error={loaded.error} onRetry={loaded.reload} />}
      {!settings && !loaded.error && <LinearProgress aria-label={t('console.settings.loading')} />}
      {settings && <SettingsRoutes settings={settings} onSaved={setSaved} />}
    </ConsolePage>
  );
}

function SettingsRoutes(props: {
  settings: AppSettings;
  onSaved: (settings: AppSettings) => void;
}) {
  // note: route objects, not `<Routes>` children (see the console's route table).
  return useRoutes([
    { path: 'application', element: <ApplicationSection {...props} /> },
    { path: 'mail', element: <MailSection {...props} /> },
    { path: 'sign-in', element: <SignInSection /> },
    { path: 'rate-limits', element: <RateLimitsSection {...props} /> },
    { path: 'trusted-proxy', element: <TrustedProxySection {...props} /> },
    { path: 'tokens', element: <TokensSection /> },
    { path: 'logs', element: <LogsSection {...props} /> },
  ]);
}
