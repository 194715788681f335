import { useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useForm } from '@/shared/hooks/use-form';
import type { UserRecord } from '@/shared/lib/user-record';
import { validateMaxLength } from '@/shared/lib/validation';
import { notify } from '@/shared/ui/notify';
import { saveStatus } from '../api/social-settings-api';
import type { StatusValues } from '../lib/status-values';
import {
  STATUS_EMOJI_MAX_LENGTH,
  STATUS_FIELDS,
  STATUS_TEXT_MAX_LENGTH,
  savedStatus,
  statusChanges,
} from '../lib/status-values';

function validate(values: StatusValues) {
  return {
    statusEmoji: validateMaxLength(values.statusEmoji, STATUS_EMOJI_MAX_LENGTH),
    statusText: validateMaxLength(values.statusText, STATUS_TEXT_MAX_LENGTH),
  };
}

/** The custom status form: emoji, text and when it clears, saved on the user's record. */
export function useStatusForm(record: UserRecord) {
  const { t } = useTranslation();
  // note: the record's identity changes only when the session's record does (after a save).
  const saved = useMemo(() => savedStatus(record, new Date()), [record]);
  const form = useForm({
    initial: saved.values,
    validate,
    onSubmit: async (values) => {
      const changes = statusChanges(values, saved, new Date());
      const next = savedStatus(await saveStatus(record.id, changes), new Date());
      form.reset(next.values);
      notify.success(
        t(next.isSet ? 'settings.social.status.saved' : 'settings.social.status.cleared'),
      );
    },
  });
  const dirty = STATUS_FIELDS.some((field) => form.values[field] !== saved.values[field]);
  return { form, saved, dirty };
}
