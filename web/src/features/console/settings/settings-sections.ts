/** The settings sections, by their path under `/_/settings/`, in menu order. */
export const SETTINGS_SECTIONS = [
  'application',
  'mail',
  'sign-in',
  'rate-limits',
  'trusted-proxy',
  'tokens',
  'logs',
] as const;

/** One settings section's path. */
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** The section a location under `/_/settings` names, if it names one. */
export function sectionOf(pathname: string): SettingsSection | undefined {
  const name = pathname.replace(/^\/_\/settings\/?/, '').split('/')[0];
  return SETTINGS_SECTIONS.find((section) => section === name);
}
