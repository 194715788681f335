import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { FormAlert } from '@/shared/ui/form-alert';
import { notify } from '@/shared/ui/notify';
import type { SectionForm } from './use-section-form';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

/**
 * One section's form: its fields, an error no field shows, and Save / Discard, which are only
 * offered once something changed. `invalid` keeps Save off while the form's own checks fail.
 */
export function SettingsForm<T>(props: {
  title: string;
  lead?: string;
  form: SectionForm<T>;
  invalid?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { form } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.invalid) return;
    void form.save().then((saved) => saved && notify.success(t('console.settings.saved')));
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={props.title}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
        {props.title}
      </Typography>
      {props.lead && (
        <Typography variant="body2" color="text.secondary">
          {props.lead}
        </Typography>
      )}
      <FormAlert error={form.error} />
      {props.children}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button disabled={!form.dirty || form.saving} onClick={form.reset}>
          {t('console.settings.discard')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!form.dirty || form.saving || props.invalid}
        >
          {form.saving ? t('console.settings.saving') : t('console.settings.save')}
        </Button>
      </Stack>
      <UnsavedChangesGuard dirty={form.dirty} />
    </Stack>
  );
}
