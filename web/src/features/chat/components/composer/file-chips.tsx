import CloseOutlined from '@mui/icons-material/CloseOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import { useObjectUrl } from '@/shared/hooks/use-object-url';
import { formatSize } from '@/features/chat/lib/file-rules';

function FileChip(props: { file: File; onRemove: () => void }) {
  const { t, i18n } = useTranslation();
  const image = props.file.type.startsWith('image/');
  const preview = useObjectUrl(image ? props.file : null);
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        pl: 0.5,
        pr: 0.25,
        py: 0.5,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        maxWidth: 240,
        bgcolor: 'background.paper',
      }}
    >
      {preview ? (
        <Box
          component="img"
          src={preview}
          alt=""
          sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 1 }}
        />
      ) : (
        <InsertDriveFileOutlined sx={{ width: 40 }} aria-hidden="true" />
      )}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {props.file.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatSize(props.file.size, i18n.language)}
        </Typography>
      </Box>
      <IconButton
        size="small"
        aria-label={t('chat.composer.removeFile', { name: props.file.name })}
        onClick={props.onRemove}
      >
        <CloseOutlined fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** The files going with the next message, each with a preview and a way to take it out. */
export function FileChips(props: { files: readonly File[]; onRemove: (file: File) => void }) {
  const { t } = useTranslation();
  if (props.files.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('chat.composer.files')}
      sx={{ display: 'flex', gap: 1, overflowX: 'auto', listStyle: 'none', m: 0, p: 0, pb: 1 }}
    >
      {props.files.map((file, index) => (
        <FileChip key={`${file.name}-${index}`} file={file} onRemove={() => props.onRemove(file)} />
      ))}
    </Box>
  );
}
