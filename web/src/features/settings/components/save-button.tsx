import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '@/i18n/i18n';

/** A section form's Save, on the right; it waits until something has changed. */
export function SaveButton(props: { dirty: boolean; saving: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Button type="submit" variant="contained" disabled={!props.dirty} loading={props.saving}>
        {t('common.save')}
      </Button>
    </Box>
  );
}
