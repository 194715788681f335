import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CollectionField, RecordModel } from '@/shared/lib/pb';
import { RecordsTable } from './records-table';

const columns: CollectionField[] = ['title', 'id'].map((name) => ({
  id: name,
  name,
  type: 'text',
  system: false,
  hidden: false,
  presentable: false,
}));
const records: RecordModel[] = [
  { id: 'r1', collectionId: 'c', collectionName: 'notes', title: 'First' },
];

function table(sort: { field: string; direction: 'asc' | 'desc' } | null) {
  const onSort = vi.fn();
  const onOpen = vi.fn();
  render(
    <RecordsTable
      label="notes"
      columns={columns}
      records={records}
      sort={sort}
      onSort={onSort}
      onOpen={onOpen}
      fileUrl={() => ''}
      relationLabels={{}}
    />,
  );
  return { onSort, onOpen };
}

describe('RecordsTable', () => {
  it('marks the sorted column with aria-sort and asks for the next sort on a header click', () => {
    const { onSort } = table({ field: 'title', direction: 'asc' });
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('aria-sort'))).toEqual(['ascending', 'none']);
    fireEvent.click(within(headers[0] as HTMLElement).getByRole('button'));
    expect(onSort).toHaveBeenCalledWith({ field: 'title', direction: 'desc' });
    fireEvent.click(within(headers[1] as HTMLElement).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'id', direction: 'asc' });
  });

  it('opens a record from its row by click or Enter, and scrolls in a focusable region', () => {
    const { onOpen } = table(null);
    const region = screen.getByRole('region', { name: 'notes' });
    expect(region.tabIndex).toBe(0);
    const row = screen.getByText('First').closest('tr');
    if (!row) throw new Error('no row');
    fireEvent.keyDown(row, { key: 'Enter' });
    fireEvent.click(row);
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(onOpen).toHaveBeenCalledWith(records[0]);
  });
});
