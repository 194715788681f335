import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { CollectionField, CollectionModel } from '@/shared/lib/pb';
import { errorsUnder } from './errors-under';
import { FieldDialog } from './field-dialog';
import { isProtectedField } from './field-kinds';
import type { CollectionChoice } from './field-option-input';
import { FieldRow } from './field-row';

/** Which field the dialog is open for: a new one, or the one at an index. */
type Editing = { index: number | null } | null;

/** A collection's fields, added, edited and removed in place; the page saves them. */
export function FieldsEditor(props: {
  collectionType: CollectionModel['type'];
  fields: readonly CollectionField[];
  collections: readonly CollectionChoice[];
  errors: Partial<Record<string, string>>;
  onChange: (fields: CollectionField[]) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const { fields } = props;
  const editedIndex = editing?.index ?? null;
  const generalErrors = Object.entries(errorsUnder(props.errors, 'fields'))
    .filter(([path]) => !/^\d+\./.test(path))
    .map(([, message]) => message ?? '');

  const save = (field: CollectionField) => {
    const next = [...fields];
    if (editedIndex === null) next.push(field);
    else next[editedIndex] = field;
    props.onChange(next);
    setEditing(null);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('console.collections.editor.fields')}
        </Typography>
        <Button startIcon={<Add />} onClick={() => setEditing({ index: null })}>
          {t('console.collections.fields.add')}
        </Button>
      </Stack>
      {generalErrors.map((message) => (
        <Typography key={message} color="error" role="alert">
          {message}
        </Typography>
      ))}
      <List dense>
        {fields.map((field, index) => (
          <FieldRow
            key={field.id === '' ? `new:${index}` : field.id}
            field={field}
            locked={isProtectedField(field, props.collectionType)}
            errors={Object.values(errorsUnder(props.errors, `fields.${index}`)).map((m) => m ?? '')}
            onEdit={() => setEditing({ index })}
            onRemove={() => props.onChange(fields.filter((_, other) => other !== index))}
          />
        ))}
      </List>
      {editing !== null && (
        <FieldDialog
          field={editedIndex === null ? null : (fields[editedIndex] ?? null)}
          collectionType={props.collectionType}
          collections={props.collections}
          errors={editedIndex === null ? {} : errorsUnder(props.errors, `fields.${editedIndex}`)}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
