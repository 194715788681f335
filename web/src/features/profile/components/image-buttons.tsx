import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '@/i18n/i18n';

/** Upload (a button that opens the file picker) and, when there is an image to drop, Remove. */
export function ImageButtons(props: {
  inputId: string;
  helpId: string;
  accept: string;
  onPick: (file: File) => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        component="label"
        htmlFor={props.inputId}
        variant="outlined"
        size="small"
        startIcon={<PhotoCameraOutlined />}
      >
        {t('profile.upload')}
        <input
          id={props.inputId}
          type="file"
          accept={props.accept}
          hidden
          aria-describedby={props.helpId}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) props.onPick(file);
            // note: cleared so that picking the same file again still reports a change.
            event.target.value = '';
          }}
        />
      </Button>
      {props.onRemove && (
        <Button size="small" color="inherit" startIcon={<DeleteOutline />} onClick={props.onRemove}>
          {t('profile.remove')}
        </Button>
      )}
    </Box>
  );
}
