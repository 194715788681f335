import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { CollectionField, CollectionModel } from '@/shared/lib/pb';
import {
  draftOfField,
  fieldOfDraft,
  newFieldDefaults,
  optionsOf,
  type FieldDraft,
} from './field-draft';
import { fieldTypesFor, isProtectedField, type FieldType } from './field-kinds';
import { FieldOptionInput, type CollectionChoice } from './field-option-input';
import { FIELD_OPTIONS } from './field-options';

const FLAGS = ['required', 'hidden', 'presentable'] as const;

/**
 * Adds a field (`field` null) or edits one: name, type (fixed once saved), the type's main options
 * and the required/hidden/presentable flags. A protected field keeps its name.
 */
export function FieldDialog(props: {
  field: CollectionField | null;
  collectionType: CollectionModel['type'];
  collections: readonly CollectionChoice[];
  errors?: Partial<Record<string, string>>;
  onSave: (field: CollectionField) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [draft, setDraft] = useState<FieldDraft>(() => draftOfField(props.field));
  const errors = props.errors ?? {};
  const isNew = props.field === null;
  const locked = props.field !== null && isProtectedField(props.field, props.collectionType);
  const update = (change: Partial<FieldDraft>) =>
    setDraft((current) => ({ ...current, ...change }));
  const changeType = (type: FieldType) =>
    update({ type, options: optionsOf(type, newFieldDefaults(type)) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave(fieldOfDraft(draft, props.field));
  };

  return (
    <Dialog
      open
      onClose={props.onClose}
      aria-labelledby={`${id}-title`}
      maxWidth="sm"
      fullWidth
      fullScreen={phone}
    >
      <form onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>
          {isNew
            ? t('console.collections.fieldDialog.addTitle')
            : t('console.collections.fieldDialog.editTitle', { name: props.field?.name ?? '' })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {locked && <Alert severity="info">{t('console.collections.fieldDialog.locked')}</Alert>}
            <TextField
              label={t('console.collections.fieldDialog.name')}
              value={draft.name}
              onChange={(event) => update({ name: event.target.value })}
              required
              autoFocus={!locked}
              disabled={locked}
              error={errors['name'] !== undefined}
              helperText={errors['name']}
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
            <TextField
              select
              label={t('console.collections.fieldDialog.type')}
              value={draft.type}
              onChange={(event) => changeType(event.target.value as FieldType)}
              disabled={!isNew}
              error={errors['type'] !== undefined}
              helperText={
                errors['type'] ??
                (isNew ? undefined : t('console.collections.fieldDialog.typeFixed'))
              }
            >
              {typeChoices(props.collectionType, draft.type).map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`console.collections.fieldTypes.${type}`)}
                </MenuItem>
              ))}
            </TextField>
            {(FIELD_OPTIONS[draft.type] ?? []).map((spec) => (
              <FieldOptionInput
                key={`${draft.type}:${spec.key}`}
                spec={spec}
                value={draft.options[spec.key] ?? ''}
                error={errors[spec.key]}
                collections={props.collections}
                onChange={(value) => update({ options: { ...draft.options, [spec.key]: value } })}
              />
            ))}
            <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
              {FLAGS.map((flag) => (
                <FormControlLabel
                  key={flag}
                  label={t(`console.collections.fieldDialog.${flag}`)}
                  control={
                    <Switch
                      checked={draft[flag]}
                      onChange={(event) => update({ [flag]: event.target.checked })}
                    />
                  }
                />
              ))}
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={props.onClose}>{t('console.collections.fieldDialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={draft.name.trim() === ''}>
            {t('console.collections.fieldDialog.apply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The types a new field may take; an existing field of another type (geoPoint…) shows its own. */
function typeChoices(collectionType: CollectionModel['type'], current: FieldType): FieldType[] {
  const types = [...fieldTypesFor(collectionType)];
  return types.includes(current) ? types : [...types, current];
}
