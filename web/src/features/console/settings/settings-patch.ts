import type { SectionValues, SettingsGroup } from './settings-types';

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The `PATCH /api/settings` body for a section: only the fields that differ from what was
 * loaded. Write-only secrets read as blank, so a secret is sent only once something is typed
 * in it (an untouched or emptied one keeps the stored value). Null when nothing changed.
 */
export function settingsPatch(initial: SectionValues, draft: SectionValues): SectionValues | null {
  const patch: Record<string, Record<string, unknown>> = {};
  for (const [group, values] of Object.entries(draft)) {
    // note: `draft` and `initial` have the same groups, both made by the section.
    const before: Record<string, unknown> = initial[group as SettingsGroup] ?? {};
    for (const [field, value] of Object.entries(values)) {
      if (same(value, before[field])) continue;
      (patch[group] ??= {})[field] = value;
    }
  }
  return Object.keys(patch).length > 0 ? patch : null;
}
