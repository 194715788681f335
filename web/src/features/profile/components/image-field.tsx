import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { ImageChange } from '../api/profile-api';

/** An image upload with a live preview and a way to remove the current image. */
export function ImageField(props: {
  label: string;
  shape: 'circle' | 'wide';
  currentUrl: string;
  defaultUrl: string;
  hasStored: boolean;
  change: ImageChange;
  onChange: (change: ImageChange) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const helpId = useId();
  const picked = props.change.kind === 'replace' ? props.change.file : null;
  const pickedUrl = useMemo(() => (picked ? URL.createObjectURL(picked) : null), [picked]);
  useEffect(
    () => () => {
      if (pickedUrl) URL.revokeObjectURL(pickedUrl);
    },
    [pickedUrl],
  );

  const previewUrl =
    pickedUrl ??
    (props.change.kind === 'remove' || !props.hasStored ? props.defaultUrl : props.currentUrl);
  const canRemove =
    props.change.kind === 'replace' || (props.hasStored && props.change.kind !== 'remove');
  const circle = props.shape === 'circle';

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Box
        component="img"
        src={previewUrl}
        alt={t('profile.previewAlt', { field: props.label })}
        sx={{
          width: circle ? 88 : { xs: '100%', sm: 220 },
          height: circle ? 88 : 110,
          borderRadius: circle ? '50%' : 3,
          objectFit: 'cover',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="p" sx={{ fontWeight: 600, mb: 1 }} id={`${inputId}-label`}>
          {props.label}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            component="label"
            htmlFor={inputId}
            variant="outlined"
            size="small"
            startIcon={<PhotoCameraOutlined />}
          >
            {t('profile.upload')}
            <input
              id={inputId}
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              hidden
              aria-describedby={helpId}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) props.onChange({ kind: 'replace', file });
                event.target.value = '';
              }}
            />
          </Button>
          {canRemove && (
            <Button
              size="small"
              color="inherit"
              startIcon={<DeleteOutline />}
              onClick={() =>
                props.onChange(props.hasStored ? { kind: 'remove' } : { kind: 'keep' })
              }
            >
              {t('profile.remove')}
            </Button>
          )}
        </Box>
        <FormHelperText id={helpId} error={Boolean(props.error)}>
          {props.error ?? t('profile.imageHint')}
        </FormHelperText>
      </Box>
    </Box>
  );
}
