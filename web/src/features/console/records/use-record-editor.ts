import { useCallback, useState } from 'react';
import { useErrorText, useFieldErrorText } from '@/shared/hooks/use-error-text';
import { fieldErrorsOf } from '@/shared/lib/api-error';
import type { CollectionModel, ConsoleClient, RecordModel } from '@/shared/lib/pb';
import type { RecordDraft } from './record-draft';
import { draftBody, draftOf, invalidJsonFields } from './record-draft';
import { saveRecord } from './records-api';

/** The state of the record dialog's form: the draft, its errors and the save. */
export function useRecordEditor(props: {
  client: ConsoleClient;
  collection: CollectionModel;
  record: RecordModel | null;
  onSaved: (record: RecordModel) => void;
}) {
  const { client, collection, record, onSaved } = props;
  const [draft, setDraft] = useState<RecordDraft>(() => draftOf(collection.fields, record));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errorText = useErrorText();
  const fieldErrorText = useFieldErrorText();
  const onDraft = useCallback(
    (change: (current: RecordDraft) => RecordDraft) => setDraft(change),
    [],
  );

  const save = async () => {
    if (invalidJsonFields(collection.fields, draft).length > 0) return;
    setSaving(true);
    setFailure(null);
    try {
      const saved = await saveRecord(
        client,
        collection.name,
        record?.id ?? null,
        draftBody(collection.fields, draft),
      );
      setErrors({});
      onSaved(saved);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(
        Object.fromEntries(
          Object.entries(fields).map(([name, issue]) => [name, fieldErrorText(issue)]),
        ),
      );
      setFailure(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return { draft, onDraft, errors, failure, saving, save };
}
