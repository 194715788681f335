import { localize } from '@hearth/plugin-sdk';
import type { Capability, LocalizedText } from '@hearth/plugin-sdk';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { InstalledPlugin } from '@/shared/plugins';
import { CAPABILITY_WORDS } from './capability-words';

/** A plugin's texts in the user's language, and its capabilities in plain words. */
export function usePluginWords() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const text = useCallback((value: LocalizedText) => localize(value, language), [language]);
  const list = useCallback(
    (items: readonly string[]) =>
      new Intl.ListFormat(language, { style: 'narrow', type: 'conjunction' }).format(items),
    [language],
  );
  const capability = useCallback(
    (name: Capability, plugin: InstalledPlugin) =>
      t(CAPABILITY_WORDS[name].label, {
        plugin: localize(plugin.manifest.name, language),
        hosts: list(plugin.manifest.network ?? []),
      }),
    [t, language, list],
  );
  const whenOff = useCallback((name: Capability) => t(CAPABILITY_WORDS[name].whenOff), [t]);
  return useMemo(
    () => ({ text, list, capability, whenOff, language }),
    [text, list, capability, whenOff, language],
  );
}
