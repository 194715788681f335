import { describe, expect, it } from 'vitest';
import type { SuspensionValues } from './suspension-period';
import { suspensionEnd, untilParam, validateSuspension } from './suspension-period';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const values = (patch: Partial<SuspensionValues>): SuspensionValues => ({
  period: 'week',
  until: '',
  reason: 'Spam in every group.',
  ...patch,
});

describe('suspensionEnd and untilParam', () => {
  it.each([
    ['day', '2026-03-11T12:00:00.000Z'],
    ['week', '2026-03-17T12:00:00.000Z'],
    ['month', '2026-04-09T12:00:00.000Z'],
    ['forever', ''],
  ])('%s ⇒ until %j', (period, until) => {
    const end = suspensionEnd(values({ period }), NOW);
    expect(end && untilParam(end)).toBe(until);
  });

  it('reads a chosen date and time in the browser’s zone', () => {
    const end = suspensionEnd(values({ period: 'date', until: '2026-05-01T08:30' }), NOW);
    expect(end).toEqual(new Date(2026, 4, 1, 8, 30));
  });

  it('has no end while the chosen date is missing or not a date', () => {
    expect(suspensionEnd(values({ period: 'date', until: '' }), NOW)).toBeNull();
    expect(suspensionEnd(values({ period: 'date', until: 'soon' }), NOW)).toBeNull();
  });
});

describe('validateSuspension', () => {
  it.each([
    ['a valid week', {}, { until: null, reason: null }],
    ['a blank reason', { reason: '   ' }, { reason: { code: 'validation_required' } }],
    [
      'a reason of 501 characters',
      { reason: 'x'.repeat(501) },
      { reason: { code: 'validation_max_text_constraint', params: { max: 500 } } },
    ],
    ['500 characters', { reason: '字'.repeat(500) }, { reason: null }],
    ['a missing date', { period: 'date' }, { until: { code: 'validation_required' } }],
    [
      'a past date',
      { period: 'date', until: '2020-01-01T00:00' },
      { until: { code: 'validation_min_date_constraint' } },
    ],
    ['a future date', { period: 'date', until: '2027-01-01T00:00' }, { until: null }],
    ['a date left over after choosing 7 days', { until: 'soon' }, { until: null }],
  ])('%s', (_name, patch: Partial<SuspensionValues>, expected) => {
    expect(validateSuspension(values(patch), NOW)).toMatchObject(expected);
  });
});
