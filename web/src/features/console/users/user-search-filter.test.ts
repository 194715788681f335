import { describe, expect, it } from 'vitest';
import { createConsoleClient } from '@/shared/lib/pb';
import { userSearchFilter } from './user-search-filter';

const client = createConsoleClient();
const filter = (raw: string, params?: Record<string, unknown>) => client.filter(raw, params);

describe('userSearchFilter', () => {
  it('looks in email and nickname, and for an exact id', () => {
    expect(userSearchFilter(filter, ' ann ')).toBe(
      'email ~ "ann" || nickname ~ "ann" || id = "ann"',
    );
  });

  it.each([
    ['a double quote cannot close the text', 'x" || id != "', String.raw`"x\" || id != \""`],
    ['a single quote is plain text', "it's", `"it's"`],
    ['a placeholder is plain text', '{:text}', '"{:text}"'],
  ])('%s', (_name, typed, quoted) => {
    expect(userSearchFilter(filter, typed)).toBe(
      `email ~ ${quoted} || nickname ~ ${quoted} || id = ${quoted}`,
    );
  });

  it('lists everyone when nothing is typed', () => {
    expect(userSearchFilter(filter, '   ')).toBe('');
  });
});
