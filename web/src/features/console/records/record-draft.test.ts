import { describe, expect, it } from 'vitest';
import type { CollectionField, RecordModel } from '@/shared/lib/pb';
import { draftBody, draftOf, invalidJsonFields } from './record-draft';

function field(name: string, type: string, options: Record<string, unknown> = {}): CollectionField {
  return { id: name, name, type, system: false, hidden: false, presentable: false, ...options };
}

const fields = [
  field('id', 'text'),
  field('title', 'text'),
  field('count', 'number'),
  field('meta', 'json'),
  field('photos', 'file', { maxSelect: 3 }),
  field('cover', 'file', { maxSelect: 1 }),
  field('created', 'autodate'),
];
const record: RecordModel = {
  id: 'r1',
  collectionId: 'c',
  collectionName: 'n',
  title: 'Hi',
  count: 2,
  meta: { a: 1 },
  photos: ['a.png', 'b.png'],
  cover: 'c.png',
  created: '2026-01-01 00:00:00.000Z',
};

describe('the record body', () => {
  it('sends edited values, parses json and numbers, and leaves the id and autodates out', () => {
    const draft = draftOf(fields, record);
    expect(draft.values['meta']).toBe('{\n  "a": 1\n}');
    draft.values['count'] = '7';
    draft.values['meta'] = '[1]';
    expect(draftBody(fields, draft)).toEqual({ title: 'Hi', count: 7, meta: [1] });
  });

  it('appends and removes files of a multi-file field, and replaces a single file', () => {
    const draft = draftOf(fields, record);
    const photo = new File(['x'], 'new.png');
    const cover = new File(['y'], 'cover.png');
    draft.added = { photos: [photo], cover: [cover] };
    draft.removed = { photos: ['a.png'] };
    const body = draftBody(fields, draft);
    expect(body['photos+']).toEqual([photo]);
    expect(body['photos-']).toEqual(['a.png']);
    expect(body['cover']).toBe(cover);
    draft.added = {};
    draft.removed = { cover: ['c.png'] };
    expect(draftBody(fields, draft)['cover']).toBe('');
  });

  it('names json fields that do not parse; an empty one stores null', () => {
    const draft = draftOf(fields, null);
    draft.values['meta'] = '{oops';
    expect(invalidJsonFields(fields, draft)).toEqual(['meta']);
    draft.values['meta'] = ' ';
    expect(invalidJsonFields(fields, draft)).toEqual([]);
    expect(draftBody(fields, draft)['meta']).toBeNull();
  });
});
