import { useTranslation } from '@/i18n/i18n';
import { describeCron } from './cron-description';

/** A weekday's name in `language` (0 = Sunday); 2023-01-01 was a Sunday. */
function weekdayName(weekday: number, language: string): string {
  const day = new Date(Date.UTC(2023, 0, 1 + weekday));
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(day);
}

/** Turns a cron expression into words in the active language, or `null` for uncommon ones. */
export function useCronDescription(): (expression: string) => string | null {
  const { t, i18n } = useTranslation();
  return (expression) => {
    const described = describeCron(expression);
    if (!described) return null;
    switch (described.key) {
      case 'everyMinute':
        return t('console.crons.every.minute');
      case 'everyMinutes':
        return t('console.crons.every.minutes', { count: described.count });
      case 'hourlyAt':
        return t('console.crons.every.hourAt', { minute: described.minute });
      case 'everyHours':
        return t('console.crons.every.hours', { count: described.count, minute: described.minute });
      case 'dailyAt':
        return t('console.crons.every.dayAt', { time: described.time });
      case 'weeklyAt':
        return t('console.crons.every.weekAt', {
          weekday: weekdayName(described.weekday, i18n.language),
          time: described.time,
        });
      case 'monthlyAt':
        return t('console.crons.every.monthAt', { day: described.day, time: described.time });
      case 'yearly':
        return t('console.crons.every.year');
    }
  };
}
