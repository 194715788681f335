import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { CollectionField, CollectionModel, ConsoleClient, RecordModel } from '@/shared/lib/pb';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { AuthPasswordInputs } from './auth-password-inputs';
import type { FileUrl } from './file-url';
import { invalidJsonFields, isEditable } from './record-draft';
import type { FieldRowContext } from './record-field-row';
import { RecordFieldRow } from './record-field-row';
import { isSecret, presentableField, relationTarget } from './record-fields';
import { expanded } from './record-values';
import type { RelationOption } from './relation-picker';
import { relationOption, searchRelated } from './records-api';
import { useRecordEditor } from './use-record-editor';

/** What the record dialog works on. */
export interface RecordDialogProps {
  client: ConsoleClient;
  collection: CollectionModel;
  /** The collections by id, to search a relation field's target. */
  collectionsById: Map<string, CollectionModel>;
  /** The record to view or edit, or null to create one. */
  record: RecordModel | null;
  fileUrl: FileUrl;
  onClose: () => void;
  onSaved: (record: RecordModel) => void;
  onDelete: (record: RecordModel) => Promise<void>;
}

/** Labels of the related records the record already expands, by id. */
function expandedLabels(props: RecordDialogProps): Record<string, string> {
  const labels: Record<string, string> = {};
  if (!props.record) return labels;
  for (const field of props.collection.fields.filter((f) => f.type === 'relation')) {
    const labelField = presentableField(props.collectionsById.get(relationTarget(field)));
    const value: unknown = props.record[field.name];
    const ids = Array.isArray(value) ? value : [value];
    for (const id of ids.filter((v): v is string => typeof v === 'string' && v !== '')) {
      const related = expanded(props.record, field.name, id);
      if (related) labels[id] = relationOption(related, labelField).label;
    }
  }
  return labels;
}

/** Views, edits or creates one record (read-only for view collections); full screen on phones. */
export function RecordDialog(props: RecordDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const editor = useRecordEditor(props);
  const [labels, setLabels] = useState(() => expandedLabels(props));
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const readOnly = props.collection.type === 'view';
  const isAuth = props.collection.type === 'auth';
  const { client, collectionsById } = props;
  const searchRelation = useCallback(
    (field: CollectionField, text: string) => {
      const target = collectionsById.get(relationTarget(field));
      return target ? searchRelated(client, target, text) : Promise.resolve([]);
    },
    [client, collectionsById],
  );
  const relationLabel = useCallback((id: string) => labels[id] ?? id, [labels]);
  const context: FieldRowContext = {
    record: props.record,
    draft: editor.draft,
    onDraft: editor.onDraft,
    errors: editor.errors,
    readOnly,
    thumbUrl: (name) => (props.record ? props.fileUrl(props.record, name, '100x100') : ''),
    searchRelation,
    relationLabel,
    onRelationLabels: (options: RelationOption[]) =>
      setLabels((current) => ({
        ...current,
        ...Object.fromEntries(options.map((o) => [o.id, o.label])),
      })),
  };
  const remove = async (record: RecordModel) => {
    setDeleting(true);
    try {
      await props.onDelete(record);
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };
  const title = props.record
    ? t(readOnly ? 'console.records.viewTitle' : 'console.records.editTitle', {
        id: props.record.id,
      })
    : t('console.records.createTitle', { collection: props.collection.name });
  const blocked = invalidJsonFields(props.collection.fields, editor.draft).length > 0;
  return (
    <Dialog
      open
      onClose={props.onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent dividers>
        <Stack
          component="form"
          id={`${titleId}-form`}
          spacing={2}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void editor.save();
          }}
        >
          {editor.failure && <Alert severity="error">{editor.failure}</Alert>}
          {props.collection.fields
            .filter((field) => !isSecret(field) && (props.record || isEditable(field)))
            .map((field) => (
              <RecordFieldRow key={field.name} field={field} context={context} />
            ))}
          {isAuth && (
            <AuthPasswordInputs
              password={editor.draft.password}
              confirm={editor.draft.passwordConfirm}
              required={!props.record}
              onChange={(password, passwordConfirm) =>
                editor.onDraft((draft) => ({ ...draft, password, passwordConfirm }))
              }
              errors={{
                password: editor.errors['password'],
                passwordConfirm: editor.errors['passwordConfirm'],
              }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {props.record && !readOnly && (
          <Button color="error" onClick={() => setConfirming(true)} sx={{ mr: 'auto' }}>
            {t('console.records.delete')}
          </Button>
        )}
        <Button onClick={props.onClose}>
          {readOnly ? t('console.records.close') : t('common.cancel')}
        </Button>
        {!readOnly && (
          <Button
            type="submit"
            form={`${titleId}-form`}
            variant="contained"
            disabled={editor.saving || blocked}
          >
            {props.record ? t('console.records.save') : t('console.records.create')}
          </Button>
        )}
      </DialogActions>
      {props.record && (
        <ConfirmDialog
          open={confirming}
          title={t('console.records.deleteTitle')}
          body={t('console.records.deleteBody', { id: props.record.id })}
          confirm={t('console.records.delete')}
          busy={deleting}
          onConfirm={() => props.record && void remove(props.record)}
          onClose={() => setConfirming(false)}
        />
      )}
    </Dialog>
  );
}
