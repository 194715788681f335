import TextField from '@mui/material/TextField';
import { useCallback, useMemo } from 'react';
import type { CollectionField, RecordModel } from '@/shared/lib/pb';
import { FieldInput } from './field-input';
import { FileInput } from './file-input';
import { isMultiple } from './record-fields';
import type { RecordDraft } from './record-draft';
import { isEditable } from './record-draft';
import type { RelationOption } from './relation-picker';
import { RelationPicker } from './relation-picker';
import { valueList } from './record-values';

/** What a field row needs from the dialog around it. */
export interface FieldRowContext {
  record: RecordModel | null;
  draft: RecordDraft;
  onDraft: (change: (draft: RecordDraft) => RecordDraft) => void;
  errors: Record<string, string>;
  readOnly: boolean;
  thumbUrl: (name: string) => string;
  /** Searches the collection a relation field points at. */
  searchRelation: (field: CollectionField, text: string) => Promise<RelationOption[]>;
  relationLabel: (id: string) => string;
  onRelationLabels: (options: RelationOption[]) => void;
}

function setValue(context: FieldRowContext, name: string, value: unknown) {
  context.onDraft((draft) => ({ ...draft, values: { ...draft.values, [name]: value } }));
}

/** One field of the record dialog, read-only where the field cannot be written. */
export function RecordFieldRow(props: { field: CollectionField; context: FieldRowContext }) {
  const { field, context } = props;
  const error = context.errors[field.name];
  if (!isEditable(field)) {
    const value: unknown = context.record?.[field.name];
    return (
      <TextField
        fullWidth
        label={field.name}
        value={typeof value === 'string' ? value : ''}
        slotProps={{ input: { readOnly: true } }}
        variant="filled"
        size="small"
      />
    );
  }
  if (field.type === 'file') return <FileRow field={field} context={context} error={error} />;
  if (field.type === 'relation') {
    return <RelationRow field={field} context={context} error={error} />;
  }
  return (
    <FieldInput
      field={field}
      value={context.draft.values[field.name]}
      onChange={(value) => setValue(context, field.name, value)}
      error={error}
      disabled={context.readOnly}
    />
  );
}

function RelationRow(props: { field: CollectionField; context: FieldRowContext; error?: string }) {
  const { field, context } = props;
  const key = valueList(context.draft.values[field.name]).join(',');
  const { relationLabel, searchRelation } = context;
  // A stable value and search: the picker resets its typed text on a new value, and
  // searches again on a new search.
  const value = useMemo(
    () =>
      key
        .split(',')
        .filter(Boolean)
        .map((id) => ({ id, label: relationLabel(id) })),
    [key, relationLabel],
  );
  const search = useCallback(
    (text: string) => searchRelation(field, text),
    [field, searchRelation],
  );
  return (
    <RelationPicker
      label={field.name}
      multiple={isMultiple(field)}
      value={value}
      search={search}
      onChange={(options) => {
        context.onRelationLabels(options);
        setValue(
          context,
          field.name,
          options.map((option) => option.id),
        );
      }}
      error={props.error}
      disabled={context.readOnly}
    />
  );
}

function FileRow(props: { field: CollectionField; context: FieldRowContext; error?: string }) {
  const { field, context } = props;
  const name = field.name;
  const removed = context.draft.removed[name] ?? [];
  const added = context.draft.added[name] ?? [];
  const stored = valueList(context.record?.[name]);
  const update = (change: Partial<Pick<RecordDraft, 'added' | 'removed'>>) =>
    context.onDraft((draft) => ({ ...draft, ...change }));
  return (
    <FileInput
      label={name}
      multiple={isMultiple(field)}
      stored={stored}
      // A single file field's new file replaces the stored one: shown as going.
      removed={isMultiple(field) || added.length === 0 ? removed : stored}
      added={added}
      thumbUrl={context.thumbUrl}
      onAdd={(files) =>
        update({
          added: {
            ...context.draft.added,
            [name]: isMultiple(field) ? [...added, ...files] : files.slice(0, 1),
          },
        })
      }
      onToggleRemoved={(file) =>
        update({
          removed: {
            ...context.draft.removed,
            [name]: removed.includes(file) ? removed.filter((r) => r !== file) : [...removed, file],
          },
        })
      }
      onDropAdded={(file) =>
        update({ added: { ...context.draft.added, [name]: added.filter((a) => a !== file) } })
      }
      error={props.error}
      disabled={context.readOnly}
    />
  );
}
