import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '@/i18n/i18n';
import type { CollectionField, RecordModel } from '@/shared/lib/pb';
import { RecordCell } from './record-cell';

beforeAll(async () => {
  await loadLanguage('ja');
});

function field(name: string, type: string, options: Record<string, unknown> = {}): CollectionField {
  return { id: name, name, type, system: false, hidden: false, presentable: false, ...options };
}

const record: RecordModel = {
  id: 'rec1',
  collectionId: 'c1',
  collectionName: 'things',
  done: true,
  undone: false,
  when: '2026-03-04 05:06:07.000Z',
  tags: ['red', 'blue'],
  owner: 'usr1',
  photos: ['cat_ab12.png', 'notes_cd34.pdf'],
  data: { list: Array.from({ length: 40 }, (_, i) => i) },
  story: 'x'.repeat(200),
  expand: { owner: { id: 'usr1', collectionId: 'u', collectionName: 'users', nickname: 'Ann' } },
};

const fileUrl = (r: RecordModel, name: string, thumb?: string) =>
  `/files/${r.id}/${name}?thumb=${thumb ?? ''}`;

function cell(f: CollectionField, relationLabel: string | null = null) {
  return render(
    <RecordCell record={record} field={f} fileUrl={fileUrl} relationLabel={relationLabel} />,
  );
}

describe('RecordCell', () => {
  it('shows a true bool as a check mark and a false one as a dash', () => {
    const { container } = cell(field('done', 'bool'));
    expect(container.querySelector('svg')).not.toBeNull();
    cell(field('undone', 'bool'));
    expect(screen.getByText('—')).toBeTruthy();
  });

  it('writes dates in the active language', () => {
    cell(field('when', 'date'));
    const time = screen.getByText((_text, element) => element?.tagName === 'TIME');
    expect(time.getAttribute('datetime')).toBe('2026-03-04T05:06:07.000Z');
    expect(time.textContent).toContain('2026/');
  });

  it('shows select values as chips', () => {
    cell(field('tags', 'select', { maxSelect: 2, values: ['red', 'blue'] }));
    expect(screen.getByText('red')).toBeTruthy();
    expect(screen.getByText('blue')).toBeTruthy();
  });

  it("names a related record by its collection's presentable field, else by id", () => {
    cell(field('owner', 'relation'), 'nickname');
    expect(screen.getByText('Ann')).toBeTruthy();
    cell(field('owner', 'relation'));
    expect(screen.getByText('usr1')).toBeTruthy();
  });

  it('shows image files as thumbnails and other files by name', () => {
    cell(field('photos', 'file', { maxSelect: 5 }));
    expect(screen.getByRole('img', { name: 'cat_ab12.png' }).getAttribute('src')).toBe(
      '/files/rec1/cat_ab12.png?thumb=100x100',
    );
    expect(screen.getByText('notes_cd34.pdf')).toBeTruthy();
  });

  it('abbreviates json and truncates long text with the whole of it as a title', () => {
    cell(field('data', 'json'));
    expect(screen.getByText(/^\{"list":\[0,1,2,.*…$/)).toBeTruthy();
    cell(field('story', 'text'));
    const story = screen.getByTitle('x'.repeat(200));
    expect(story.textContent?.length).toBeLessThan(80);
  });
});
