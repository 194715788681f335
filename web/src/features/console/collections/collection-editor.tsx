import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import type { CollectionModel } from '@/shared/lib/pb';
import { notify } from '@/shared/ui/notify';
import { ConsoleError } from '../shared/console-error';
import { useConsoleClient } from '../shell/console-session';
import { CollectionRules, ruleKeysOf, type RuleKey } from './collection-rules';
import { DeleteCollectionDialog } from './delete-collection-dialog';
import { FieldsEditor } from './fields-editor';
import { IndexesEditor } from './indexes-editor';
import { saveErrorsOf } from './save-errors';
import { useCollectionChoices } from './use-collection-choices';

type Rules = Partial<Record<RuleKey, string | null>>;

function rulesOf(collection: CollectionModel): Rules {
  const record = collection as unknown as Record<RuleKey, string | null | undefined>;
  return Object.fromEntries(ruleKeysOf(collection).map((key) => [key, record[key] ?? null]));
}

/** A collection's name, fields, indexes and rules, all sent together by one save. */
export function CollectionEditor(props: { collection: CollectionModel; onSaved: () => void }) {
  const { t } = useTranslation();
  const client = useConsoleClient();
  const navigate = useNavigate();
  const { collection } = props;
  const [name, setName] = useState(collection.name);
  const [rules, setRules] = useState<Rules>(() => rulesOf(collection));
  const [fields, setFields] = useState(collection.fields);
  const [indexes, setIndexes] = useState(collection.indexes);
  const choices = useCollectionChoices();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const errors = saveErrorsOf(error);

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const saved = await client.collections.update(collection.id, {
        name,
        fields,
        indexes,
        ...rules,
      });
      notify.success(t('console.collections.editor.saved'));
      if (saved.name !== collection.name) {
        void navigate(`/_/collections/${encodeURIComponent(saved.name)}/settings`, {
          replace: true,
        });
      }
      props.onSaved();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await client.collections.delete(collection.id);
      notify.success(t('console.collections.editor.deleted'));
      void navigate('/_/collections');
    } catch (caught) {
      setError(caught);
      setDeleting(false);
      setBusy(false);
    }
  };

  return (
    <Stack spacing={3}>
      <TextField
        label={t('console.collections.editor.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        disabled={collection.system}
        error={errors['name'] !== undefined}
        helperText={
          errors['name'] ??
          (collection.system ? t('console.collections.editor.systemName') : undefined)
        }
      />
      <FieldsEditor
        collectionType={collection.type}
        fields={fields}
        collections={choices}
        errors={errors}
        onChange={setFields}
      />
      <IndexesEditor
        collection={name}
        columns={fields.map((field) => field.name)}
        indexes={indexes}
        errors={errors}
        onChange={setIndexes}
      />
      <Divider />
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('console.collections.editor.rules')}
      </Typography>
      <CollectionRules
        collection={collection}
        rules={rules}
        errors={errors}
        onChange={(key, rule) => setRules((current) => ({ ...current, [key]: rule }))}
      />
      {error !== null && <ConsoleError error={error} />}
      <Stack
        direction="row"
        spacing={2}
        sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Button variant="contained" disabled={busy} onClick={() => void save()}>
          {t('console.collections.editor.save')}
        </Button>
        <Button
          color="error"
          disabled={busy || collection.system}
          title={collection.system ? t('console.collections.editor.systemDelete') : undefined}
          onClick={() => setDeleting(true)}
        >
          {t('console.collections.editor.delete')}
        </Button>
      </Stack>
      {deleting && (
        <DeleteCollectionDialog
          name={collection.name}
          busy={busy}
          onConfirm={() => void remove()}
          onClose={() => setDeleting(false)}
        />
      )}
    </Stack>
  );
}
