import { useConsoleClient } from '../shell/console-session';
import { settingsPatch } from './settings-patch';
import type { AppSettings, SectionValues } from './settings-types';
import { useSectionForm } from './use-section-form';

/**
 * A section of `/api/settings`: `pick` chooses its fields; saving patches only the changed ones
 * and hands the server's answer on (other sections keep their own drafts).
 */
export function useSettingsSection<V extends SectionValues>(
  settings: AppSettings,
  pick: (settings: AppSettings) => V,
  onSaved: (settings: AppSettings) => void,
) {
  const client = useConsoleClient();
  return useSectionForm(
    pick(settings),
    async (initial, draft) => {
      const patch = settingsPatch(initial, draft);
      if (!patch) return null;
      // note: the SDK types settings as a loose record; the server answers in AppSettings' shape.
      const saved = (await client.settings.update(patch)) as AppSettings;
      onSaved(saved);
      return pick(saved);
    },
    (initial, draft) => settingsPatch(initial, draft) !== null,
  );
}
