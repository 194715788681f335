import { describe, expect, it } from 'vitest';
import { buildLogFilter } from './log-filter';

const none = { text: '', errorsOnly: false, hideSuperusers: false };

describe('buildLogFilter', () => {
  it('is empty with nothing chosen, and the typed filter alone when only it is set', () => {
    expect(buildLogFilter(none)).toBe('');
    expect(buildLogFilter({ ...none, text: '  data.method = "GET" ' })).toBe('data.method = "GET"');
  });

  it('turns each toggle into its condition', () => {
    expect(buildLogFilter({ ...none, errorsOnly: true })).toBe('data.status >= 400');
    expect(buildLogFilter({ ...none, hideSuperusers: true })).toBe('data.auth != "_superusers"');
  });

  it('joins the parts in parentheses so a typed "or" keeps its meaning', () => {
    expect(
      buildLogFilter({ text: 'level = 0 || level = 4', errorsOnly: true, hideSuperusers: true }),
    ).toBe('(level = 0 || level = 4) && (data.status >= 400) && (data.auth != "_superusers")');
  });
});
