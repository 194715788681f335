import { describe, expect, it } from 'vitest';
import { ariaSort, nextSort, parseSort } from './sort-state';
import { readRecordsQuery, writeRecordsQuery } from './use-records-query';

describe('the records query in the URL', () => {
  it('reads filter, sort, page and page size, with defaults for missing or bad values', () => {
    expect(
      readRecordsQuery(new URLSearchParams('filter=a%3D1&sort=-created&page=3&perPage=50')),
    ).toEqual({
      filter: 'a=1',
      sort: { field: 'created', direction: 'desc' },
      page: 3,
      perPage: 50,
    });
    expect(readRecordsQuery(new URLSearchParams('page=-2&perPage=abc'))).toEqual({
      filter: '',
      sort: null,
      page: 1,
      perPage: 20,
    });
  });

  it('keeps the filter and sort when paging, and goes back to page 1 when they change', () => {
    const start = new URLSearchParams('filter=x%3E1&sort=name&page=4');
    expect(writeRecordsQuery(start, { page: 5 }).toString()).toBe('filter=x%3E1&sort=name&page=5');
    expect(writeRecordsQuery(start, { filter: ' y = 2 ' }).toString()).toBe(
      'filter=y+%3D+2&sort=name',
    );
    expect(writeRecordsQuery(start, { sort: { field: 'n', direction: 'desc' } }).get('sort')).toBe(
      '-n',
    );
    expect(writeRecordsQuery(start, { filter: '', sort: null }).toString()).toBe('');
  });
});

describe('sorting by a column', () => {
  it('cycles ascending, descending, none; another column starts ascending', () => {
    const asc = nextSort(null, 'name');
    expect(asc).toEqual({ field: 'name', direction: 'asc' });
    const desc = nextSort(asc, 'name');
    expect(desc).toEqual({ field: 'name', direction: 'desc' });
    expect(nextSort(desc, 'name')).toBeNull();
    expect(nextSort(desc, 'age')).toEqual({ field: 'age', direction: 'asc' });
  });

  it('tells aria-sort for each header', () => {
    const sort = parseSort('-age,name');
    expect(ariaSort(sort, 'age')).toBe('descending');
    expect(ariaSort(sort, 'name')).toBe('none');
    expect(ariaSort(parseSort('+name'), 'name')).toBe('ascending');
  });
});
