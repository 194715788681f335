import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { useRoutes } from 'react-router';
import { CONSOLE_MAIL_LINK_ROUTES } from '@hearth/shared';
import { PageLoader } from '@/shared/ui/page-loader';
import { ConsoleLayout } from './console-layout';
import { RequireSuperuser } from './require-superuser';

/** A page component loaded on first visit, from a module exporting it by name. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const ConsoleSignInPage = page(() => import('./console-sign-in-page'), 'ConsoleSignInPage');
const ConsoleRequestResetPage = page(
  () => import('./console-request-reset-page'),
  'ConsoleRequestResetPage',
);
const ConsoleConfirmResetPage = page(
  () => import('./console-confirm-reset-page'),
  'ConsoleConfirmResetPage',
);
const DashboardPage = page(() => import('../dashboard/dashboard-page'), 'DashboardPage');
const CollectionsPage = page(() => import('../collections/collections-page'), 'CollectionsPage');
const CollectionEditorPage = page(
  () => import('../collections/collection-editor-page'),
  'CollectionEditorPage',
);
const RecordsPage = page(() => import('../records/records-page'), 'RecordsPage');
const UsersPage = page(() => import('../users/users-page'), 'UsersPage');
const UserPage = page(() => import('../users/user-page'), 'UserPage');
const ModerationPage = page(() => import('../moderation/moderation-page'), 'ModerationPage');
const ReportPage = page(() => import('../moderation/report-page'), 'ReportPage');
const AuditLogPage = page(() => import('../moderation/audit-log-page'), 'AuditLogPage');
const SettingsPage = page(() => import('../settings/settings-page'), 'SettingsPage');
const BackupsPage = page(() => import('../backups/backups-page'), 'BackupsPage');
const CronsPage = page(() => import('../crons/crons-page'), 'CronsPage');
const LogsPage = page(() => import('../logs/logs-page'), 'LogsPage');

/**
 * The console's pages under `/_/` (relative paths: this table is mounted at `/_/*`). Route
 * objects through `useRoutes` rather than `<Routes>` children: the router library lives in the
 * app's first chunk, and `<Routes>`' element reader would ride along on every page's first paint.
 */
const CONSOLE_ROUTES: RouteObject[] = [
  { path: 'login', element: <ConsoleSignInPage /> },
  { path: 'request-password-reset', element: <ConsoleRequestResetPage /> },
  // The page the password reset mails to superusers link to (the server builds those links).
  {
    path: CONSOLE_MAIL_LINK_ROUTES.passwordReset.replace('/_/', ''),
    element: <ConsoleConfirmResetPage />,
  },
  {
    element: <RequireSuperuser />,
    children: [
      {
        element: <ConsoleLayout />,
        children: [
          { index: true, element: <DashboardPage /> },
          { path: 'collections', element: <CollectionsPage /> },
          { path: 'collections/:collection/settings', element: <CollectionEditorPage /> },
          { path: 'collections/:collection', element: <RecordsPage /> },
          { path: 'users', element: <UsersPage /> },
          { path: 'users/:userId', element: <UserPage /> },
          { path: 'moderation', element: <ModerationPage /> },
          { path: 'moderation/:reportId', element: <ReportPage /> },
          { path: 'audit', element: <AuditLogPage /> },
          { path: 'settings/*', element: <SettingsPage /> },
          { path: 'backups', element: <BackupsPage /> },
          { path: 'crons', element: <CronsPage /> },
          { path: 'logs', element: <LogsPage /> },
          { path: 'logs/:logId', element: <LogsPage /> },
          { path: '*', element: <DashboardPage /> },
        ],
      },
    ],
  },
];

export function ConsoleRoutes() {
  return <Suspense fallback={<PageLoader />}>{useRoutes(CONSOLE_ROUTES)}</Suspense>;
}
