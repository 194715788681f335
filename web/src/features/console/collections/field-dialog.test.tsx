import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadConsoleMessages } from '@/i18n/i18n';
import type { CollectionField } from '@/shared/lib/pb';
import { loadEnglish } from '@/testing/i18n';
import { FieldDialog } from './field-dialog';
import { FieldsEditor } from './fields-editor';

beforeAll(async () => {
  await loadEnglish();
  await loadConsoleMessages();
});

const ID_FIELD: CollectionField = {
  id: 'text3208210256',
  name: 'id',
  type: 'text',
  system: true,
  hidden: false,
  presentable: false,
  primaryKey: true,
};
const TITLE: CollectionField = {
  id: 'text724990059',
  name: 'title',
  type: 'text',
  system: false,
  hidden: false,
  presentable: false,
  min: 0,
  max: 200,
  autogeneratePattern: '',
};
const COLLECTIONS = [{ id: 'pbc_users', name: 'users' }];

function renderDialog(field: CollectionField | null) {
  const onSave = vi.fn<(field: CollectionField) => void>();
  render(
    <FieldDialog
      field={field}
      collectionType="base"
      collections={COLLECTIONS}
      onSave={onSave}
      onClose={vi.fn()}
    />,
  );
  return { onSave, user: userEvent.setup() };
}

const label = (key: 'type' | 'apply' | 'locked') =>
  i18n.t(`console.collections.fieldDialog.${key}`);
const saved = (onSave: ReturnType<typeof renderDialog>['onSave']) => onSave.mock.calls[0]?.[0];

async function pickType(user: ReturnType<typeof userEvent.setup>, type: string) {
  await user.click(screen.getByRole('combobox', { name: label('type') }));
  await user.click(screen.getByRole('option', { name: type }));
}

describe('FieldDialog', () => {
  it('builds a select field from choices typed with commas and lines', async () => {
    const { onSave, user } = renderDialog(null);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'mood');
    await pickType(user, 'Select');
    await user.type(screen.getByRole('textbox', { name: 'Choices' }), 'calm, busy{Enter}away');
    await user.clear(screen.getByRole('spinbutton', { name: 'Most selectable' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Most selectable' }), '2');
    await user.click(screen.getByRole('switch', { name: 'Required' }));
    await user.click(screen.getByRole('button', { name: label('apply') }));
    expect(saved(onSave)).toMatchObject({
      id: '',
      name: 'mood',
      type: 'select',
      values: ['calm', 'busy', 'away'],
      maxSelect: 2,
      required: true,
      hidden: false,
    });
  });

  it('offers the options of the type picked: a relation points at a collection', async () => {
    const { onSave, user } = renderDialog(null);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'owner');
    await pickType(user, 'Relation');
    expect(screen.queryByRole('textbox', { name: 'Choices' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: /Collection/ }));
    await user.click(screen.getByRole('option', { name: 'users' }));
    await user.click(screen.getByRole('switch', { name: 'Delete with the related record' }));
    await user.click(screen.getByRole('button', { name: label('apply') }));
    expect(saved(onSave)).toMatchObject({
      type: 'relation',
      collectionId: 'pbc_users',
      cascadeDelete: true,
      maxSelect: 1,
    });
  });

  it('keeps the id and the options it does not show when a field is renamed', async () => {
    const { onSave, user } = renderDialog(TITLE);
    expect(
      screen.getByRole('combobox', { name: label('type') }).getAttribute('aria-disabled'),
    ).toBe('true');
    const name = screen.getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'heading');
    await user.click(screen.getByRole('button', { name: label('apply') }));
    expect(saved(onSave)).toEqual({ ...TITLE, name: 'heading', required: false, pattern: '' });
  });

  it('keeps the name of a system field and says why', () => {
    renderDialog(ID_FIELD);
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveProperty('disabled', true);
    expect(screen.getByText(label('locked'))).toBeTruthy();
  });
});

describe('FieldsEditor', () => {
  it('removes a field, but offers no removal of a system field', async () => {
    const onChange = vi.fn();
    render(
      <FieldsEditor
        collectionType="base"
        fields={[ID_FIELD, TITLE]}
        collections={COLLECTIONS}
        errors={{ 'fields.1.name': 'Duplicated or invalid field name.' }}
        onChange={onChange}
      />,
    );
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Remove id' })).toBeNull();
    expect(screen.getByText(i18n.t('console.collections.fields.locked'))).toBeTruthy();
    expect(screen.getByText('Duplicated or invalid field name.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove title' }));
    expect(onChange).toHaveBeenCalledWith([ID_FIELD]);
  });
});
