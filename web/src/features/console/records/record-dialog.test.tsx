import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fieldError } from '@/testing/sdk-errors';
import type { CollectionField, CollectionModel, ConsoleClient, RecordModel } from '@/shared/lib/pb';
import { RecordDialog } from './record-dialog';

function field(name: string, type: string, options: Record<string, unknown> = {}): CollectionField {
  return { id: name, name, type, system: false, hidden: false, presentable: false, ...options };
}

function collection(type: 'base' | 'view'): CollectionModel {
  // note: only what the dialog reads.
  return {
    id: 'c1',
    name: 'notes',
    type,
    fields: [
      field('id', 'text'),
      field('title', 'text'),
      field('meta', 'json'),
      field('created', 'autodate'),
    ],
  } as unknown as CollectionModel;
}

const record: RecordModel = {
  id: 'r1',
  collectionId: 'c1',
  collectionName: 'notes',
  title: 'Hi',
  meta: null,
};

function dialog(
  type: 'base' | 'view',
  create: () => Promise<RecordModel>,
  target: RecordModel | null = null,
) {
  const client = { collection: () => ({ create, update: create }) } as unknown as ConsoleClient; // note: a stand-in for the two calls used.
  const onSaved = vi.fn();
  render(
    <RecordDialog
      client={client}
      collection={collection(type)}
      collectionsById={new Map()}
      record={target}
      fileUrl={() => ''}
      onClose={() => undefined}
      onSaved={onSaved}
      onDelete={() => Promise.resolve()}
    />,
  );
  return onSaved;
}

describe('RecordDialog', () => {
  it("shows the server's field errors beside their fields", async () => {
    const create = vi.fn(() => Promise.reject(fieldError('title', 'validation_required')));
    const onSaved = dialog('base', create);
    fireEvent.change(screen.getByRole('textbox', { name: /title/ }), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'console.records.create' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /title/ }).getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    expect(create).toHaveBeenCalledWith({ title: 'x', meta: null });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('will not save while a json field does not parse', () => {
    dialog('base', vi.fn());
    fireEvent.change(screen.getByRole('textbox', { name: 'meta' }), { target: { value: '{' } });
    expect(
      screen.getByRole('button', { name: 'console.records.create' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('shows a view collection read only, with no save or delete', () => {
    dialog('view', vi.fn(), record);
    expect(screen.getByRole('textbox', { name: /title/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'console.records.save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'console.records.delete' })).toBeNull();
  });
});
