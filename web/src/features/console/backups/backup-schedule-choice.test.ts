import { describe, expect, it } from 'vitest';
import { cronOfChoice, scheduleChoiceOf } from './backup-schedule-choice';

describe('the backup schedule choice', () => {
  it('recognises the presets and calls anything else custom', () => {
    expect(scheduleChoiceOf('')).toBe('off');
    expect(scheduleChoiceOf('0 3 * * *')).toBe('daily');
    expect(scheduleChoiceOf('0 3 * * 0')).toBe('weekly');
    expect(scheduleChoiceOf('*/30 * * * *')).toBe('custom');
  });

  it('saves the preset, or the typed expression trimmed', () => {
    expect(cronOfChoice('off', 'ignored')).toBe('');
    expect(cronOfChoice('daily', '')).toBe('0 3 * * *');
    expect(cronOfChoice('custom', ' 0 4 * * 1 ')).toBe('0 4 * * 1');
  });
});
