import type { CollectionModel } from '@hearth/shared';
import { describe, expect, it } from 'vitest';
import type { RecordWriteEvent } from '../../hooks/record-hooks.js';
import { emptyRequestInfo, type RecordValues } from '../../request-info.js';
import { dropStalePreview, linkToPreview } from './message-previews.js';

const LINK = 'https://a.example/';
const PREVIEW = { url: LINK, title: 'A', description: '', siteName: 'a.example' };

const message = (values: RecordValues = {}): RecordValues => ({
  kind: 'text',
  text: `see ${LINK}`,
  deleted: false,
  previewHidden: false,
  preview: null,
  previewImage: '',
  ...values,
});

function written(values: RecordValues, collection = 'messages'): RecordValues {
  // note: dropStalePreview reads only the collection's name.
  const model = { name: collection } as CollectionModel;
  const event: RecordWriteEvent = {
    action: 'update',
    collection: model,
    record: values,
    previous: null,
    info: emptyRequestInfo(),
    duplicateOf: null,
  };
  dropStalePreview(event);
  return event.record;
}

describe('linkToPreview', () => {
  it.each([
    ['a text message with a link and no preview', message(), LINK],
    [
      'one whose preview is of another link',
      message({ preview: { ...PREVIEW, url: 'https://b.example/' } }),
      LINK,
    ],
    ['one whose preview is of its link', message({ preview: PREVIEW }), null],
    ['one without a link', message({ text: 'hello' }), null],
    ['a deleted one', message({ deleted: true }), null],
    ['a hidden one', message({ previewHidden: true }), null],
    ['a system message', message({ kind: 'system' }), null],
  ])('%s', (_name, values, link) => {
    expect(linkToPreview(values)).toBe(link);
  });
});

describe('dropStalePreview', () => {
  const withPreview = { preview: PREVIEW, previewImage: 'preview_abc.webp' };

  it.each([
    ['hidden by its author', { previewHidden: true }],
    ['edited to another link', { text: 'now https://b.example/' }],
    ['edited to no link', { text: 'no link' }],
    ['deleted', { deleted: true, text: '' }],
  ])('clears the preview and its image of a message %s', (_name, change) => {
    expect(written(message({ ...withPreview, ...change }))).toMatchObject({
      preview: null,
      previewImage: '',
    });
  });

  it('clears an image left without its preview', () => {
    expect(written(message({ previewImage: 'preview_abc.webp' })).previewImage).toBe('');
  });

  it('keeps the preview of the message’s first link', () => {
    expect(written(message({ ...withPreview, text: `${LINK} edited` }))).toMatchObject(withPreview);
  });

  it('leaves other collections alone', () => {
    expect(written({ preview: PREVIEW, previewHidden: true }, 'notes')).toMatchObject({
      preview: PREVIEW,
    });
  });
});
