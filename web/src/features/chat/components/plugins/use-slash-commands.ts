import { useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { SlashCommand } from './slash-commands';
import { slashCommands } from './slash-commands';
import { useEnabledPlugins } from './use-enabled-plugins';

/** The slash commands of the plugins the user has on, in the user's language, live. */
export function useSlashCommands(): SlashCommand[] {
  const { i18n } = useTranslation();
  const enabled = useEnabledPlugins();
  return useMemo(() => slashCommands(enabled, i18n.language), [enabled, i18n.language]);
}
