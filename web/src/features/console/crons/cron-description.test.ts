import { describe, expect, it } from 'vitest';
import { describeCron } from './cron-description';

describe('describeCron', () => {
  it('describes the built-in jobs', () => {
    expect(describeCron('0 0 * * *')).toEqual({ key: 'dailyAt', time: '00:00' });
    expect(describeCron('0 * * * *')).toEqual({ key: 'hourlyAt', minute: 0 });
    expect(describeCron('2 * * * *')).toEqual({ key: 'hourlyAt', minute: 2 });
    expect(describeCron('0 */6 * * *')).toEqual({ key: 'everyHours', count: 6, minute: 0 });
    expect(describeCron('45 3 * * *')).toEqual({ key: 'dailyAt', time: '03:45' });
  });

  it('describes minutes, weeks, months and macros', () => {
    expect(describeCron('* * * * *')).toEqual({ key: 'everyMinute' });
    expect(describeCron('*/15 * * * *')).toEqual({ key: 'everyMinutes', count: 15 });
    expect(describeCron('0 3 * * 7')).toEqual({ key: 'weeklyAt', weekday: 0, time: '03:00' });
    expect(describeCron('30 4 1 * *')).toEqual({ key: 'monthlyAt', day: 1, time: '04:30' });
    expect(describeCron('@daily')).toEqual({ key: 'dailyAt', time: '00:00' });
    expect(describeCron(' @weekly ')).toEqual({ key: 'weeklyAt', weekday: 0, time: '00:00' });
    expect(describeCron('@yearly')).toEqual({ key: 'yearly' });
  });

  it('leaves the uncommon and the invalid undescribed', () => {
    expect(describeCron('0 0 1 1 *')).toBeNull();
    expect(describeCron('0 9-17 * * 1-5')).toBeNull();
    expect(describeCron('0 0 * *')).toBeNull();
    expect(describeCron('61 0 * * *')).toBeNull();
    expect(describeCron('0 24 * * *')).toBeNull();
    expect(describeCron('')).toBeNull();
  });
});
