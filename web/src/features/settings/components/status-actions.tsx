import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '@/i18n/i18n';

/** Clear (at once, while a status is set) on the left; Save (once something changed) on the right. */
export function StatusActions(props: {
  isSet: boolean;
  dirty: boolean;
  saving: boolean;
  clearing: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 1, flexWrap: 'wrap' }}>
      <Button
        color="inherit"
        onClick={props.onClear}
        disabled={!props.isSet || props.saving}
        loading={props.clearing}
      >
        {t('settings.social.status.clear')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={!props.dirty || props.clearing}
        loading={props.saving}
        sx={{ ml: 'auto' }}
      >
        {t('common.save')}
      </Button>
    </Box>
  );
}
