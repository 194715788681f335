/** The schedules offered as one click; anything else is a custom expression. */
export const SCHEDULE_PRESETS = {
  off: '',
  daily: '0 3 * * *',
  weekly: '0 3 * * 0',
} as const;

const PRESET_CHOICES = ['off', 'daily', 'weekly'] as const;

/** A choice in the automatic backups' schedule picker. */
export type ScheduleChoice = keyof typeof SCHEDULE_PRESETS | 'custom';

/** Which choice shows a saved `backups.cron`. */
export function scheduleChoiceOf(cron: string): ScheduleChoice {
  const trimmed = cron.trim();
  return PRESET_CHOICES.find((choice) => SCHEDULE_PRESETS[choice] === trimmed) ?? 'custom';
}

/** Narrows a picker's value to a choice. */
export function isScheduleChoice(value: string): value is ScheduleChoice {
  return value === 'custom' || PRESET_CHOICES.some((choice) => choice === value);
}

/** The expression to save for a choice (`custom` ⇒ what was typed). */
export function cronOfChoice(choice: ScheduleChoice, custom: string): string {
  return choice === 'custom' ? custom.trim() : SCHEDULE_PRESETS[choice];
}
