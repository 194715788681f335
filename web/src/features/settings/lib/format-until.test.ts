import { describe, expect, it } from 'vitest';
import { formatUntil } from './format-until';

describe('formatUntil', () => {
  it('shows the time a status ends', () => {
    expect(formatUntil(new Date(2024, 4, 15, 15, 20), 'en')).toMatch(/^Wed, May 15, 3:20\sPM$/);
  });

  it('shows a status ending at midnight as lasting to the end of its day', () => {
    expect(formatUntil(new Date(2024, 4, 16), 'en')).toMatch(/^Wed, May 15, 11:59\sPM$/);
  });
});
