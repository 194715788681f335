import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useObjectUrl } from '@/shared/hooks/use-object-url';
import { isImageName } from './record-values';

/** A file field: the stored files (kept or marked for removal) and the files picked to add. */
export function FileInput(props: {
  label: string;
  multiple: boolean;
  stored: string[];
  removed: string[];
  added: File[];
  /** The URL of a stored file's thumbnail (with the file token for protected fields). */
  thumbUrl: (name: string) => string;
  onAdd: (files: File[]) => void;
  onToggleRemoved: (name: string) => void;
  onDropAdded: (file: File) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-describedby={`${id}-error`}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {props.label}
      </Typography>
      <Stack spacing={0.5}>
        {props.stored.map((name) => (
          <FileRow
            key={name}
            name={name}
            preview={isImageName(name) ? props.thumbUrl(name) : null}
            removed={props.removed.includes(name)}
            disabled={props.disabled}
            onToggle={() => props.onToggleRemoved(name)}
          />
        ))}
        {props.added.map((file, index) => (
          <AddedFileRow
            key={`${file.name}-${index}`}
            file={file}
            disabled={props.disabled}
            onDrop={() => props.onDropAdded(file)}
          />
        ))}
      </Stack>
      {!props.disabled && (
        <Button
          size="small"
          startIcon={<AttachFile />}
          onClick={() => picker.current?.click()}
          sx={{ mt: 0.5 }}
        >
          {props.multiple ? t('console.records.addFiles') : t('console.records.chooseFile')}
        </Button>
      )}
      <input
        ref={picker}
        type="file"
        hidden
        multiple={props.multiple}
        aria-label={t('console.records.filesOf', { field: props.label })}
        onChange={(event) => {
          props.onAdd(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      {props.error && (
        <FormHelperText id={`${id}-error`} error>
          {props.error}
        </FormHelperText>
      )}
    </Box>
  );
}

function Thumb(props: { src: string | null; name: string; faded?: boolean }) {
  if (!props.src) return <AttachFile fontSize="small" color="action" />;
  return (
    <Box
      component="img"
      src={props.src}
      alt={props.name}
      sx={{
        width: 48,
        height: 48,
        objectFit: 'cover',
        borderRadius: 1,
        opacity: props.faded ? 0.4 : 1,
      }}
    />
  );
}

function FileRow(props: {
  name: string;
  preview: string | null;
  removed: boolean;
  disabled?: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Thumb src={props.preview} name={props.name} faded={props.removed} />
      <Typography
        variant="body2"
        sx={{
          flex: 1,
          minWidth: 0,
          overflowWrap: 'anywhere',
          textDecoration: props.removed ? 'line-through' : 'none',
        }}
      >
        {props.name}
      </Typography>
      {!props.disabled && (
        <IconButton
          size="small"
          onClick={props.onToggle}
          aria-label={
            props.removed
              ? t('console.records.keepFile', { name: props.name })
              : t('console.records.removeFile', { name: props.name })
          }
        >
          {props.removed ? <Undo fontSize="small" /> : <Close fontSize="small" />}
        </IconButton>
      )}
    </Stack>
  );
}

function AddedFileRow(props: { file: File; disabled?: boolean; onDrop: () => void }) {
  const { t } = useTranslation();
  const url = useObjectUrl(props.file.type.startsWith('image/') ? props.file : null);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Thumb src={url} name={props.file.name} />
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {t('console.records.newFile', { name: props.file.name })}
      </Typography>
      <IconButton
        size="small"
        onClick={props.onDrop}
        aria-label={t('console.records.removeFile', { name: props.file.name })}
      >
        <Close fontSize="small" />
      </IconButton>
    </Stack>
  );
}
