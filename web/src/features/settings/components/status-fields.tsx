import Box from '@mui/material/Box';
import { useTranslation } from '@/i18n/i18n';
import type { FormState } from '@/shared/hooks/use-form';
import { characterCount } from '@/shared/lib/validation';
import { FormField } from '@/shared/ui/form-field';
import type { StatusValues } from '../lib/status-values';
import { STATUS_TEXT_MAX_LENGTH } from '../lib/status-values';

/** The status itself: an emoji beside the text, which counts its characters. */
export function StatusFields({ form }: { form: FormState<keyof StatusValues> }) {
  const { t } = useTranslation();
  const count = characterCount(form.values.statusText);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '5.5rem 1fr',
        columnGap: 1.5,
        // note: the first input is the emoji's, shown large enough to read.
        '& > :first-of-type input': { fontSize: '1.5rem', textAlign: 'center', py: 1.25 },
      }}
    >
      <FormField
        form={form}
        field="statusEmoji"
        label={t('settings.social.status.emoji')}
        placeholder={t('settings.social.status.emojiPlaceholder')}
        autoComplete="off"
        required={false}
      />
      <FormField
        form={form}
        field="statusText"
        label={t('settings.social.status.text')}
        placeholder={t('settings.social.status.textPlaceholder')}
        autoComplete="off"
        hint={t('settings.social.status.count', { count, max: STATUS_TEXT_MAX_LENGTH })}
        required={false}
      />
    </Box>
  );
}
