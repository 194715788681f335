import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '@/i18n/i18n';

/** Cancel (back to the saved profile) and Save; both wait until something has changed. */
export function ProfileFormActions(props: { dirty: boolean; busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
      <Button disabled={!props.dirty || props.busy} onClick={props.onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" variant="contained" loading={props.busy} disabled={!props.dirty}>
        {t('common.save')}
      </Button>
    </Box>
  );
}
