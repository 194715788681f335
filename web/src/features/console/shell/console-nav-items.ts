import type { MessageKey } from '@/i18n/i18n';

/** One entry of the console's navigation. */
export interface ConsoleNavItem {
  path: string;
  label: MessageKey;
  /** The dashboard is current only on `/_/` itself; other entries also cover their sub-pages. */
  exact?: boolean;
}

export const CONSOLE_NAV: readonly ConsoleNavItem[] = [
  { path: '/_/', label: 'console.shell.nav.dashboard', exact: true },
  { path: '/_/collections', label: 'console.shell.nav.collections' },
  { path: '/_/users', label: 'console.shell.nav.users' },
  { path: '/_/moderation', label: 'console.shell.nav.moderation' },
  { path: '/_/audit', label: 'console.shell.nav.audit' },
  { path: '/_/settings', label: 'console.shell.nav.settings' },
  { path: '/_/backups', label: 'console.shell.nav.backups' },
  { path: '/_/crons', label: 'console.shell.nav.crons' },
  { path: '/_/logs', label: 'console.shell.nav.logs' },
];

/** Whether `item` is the page at `pathname` (or one of its sub-pages). */
export function isCurrent(item: ConsoleNavItem, pathname: string): boolean {
  if (item.exact) return pathname === item.path || `${pathname}/` === item.path;
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}
