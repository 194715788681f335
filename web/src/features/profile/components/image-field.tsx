import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { ImageChange } from '../api/profile-api';
import { useObjectUrl } from '@/shared/hooks/use-object-url';
import { ImageButtons } from './image-buttons';
import { ImagePreview } from './image-preview';

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
  const { change, hasStored } = props;
  const pickedUrl = useObjectUrl(change.kind === 'replace' ? change.file : null);
  const previewUrl =
    pickedUrl ?? (change.kind === 'remove' || !hasStored ? props.defaultUrl : props.currentUrl);
  const canRemove = change.kind === 'replace' || (hasStored && change.kind !== 'remove');
  const remove = () => props.onChange(hasStored ? { kind: 'remove' } : { kind: 'keep' });

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <ImagePreview
        src={previewUrl}
        alt={t('profile.previewAlt', { field: props.label })}
        shape={props.shape}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="p" sx={{ fontWeight: 600, mb: 1 }} id={`${inputId}-label`}>
          {props.label}
        </Typography>
        <ImageButtons
          inputId={inputId}
          helpId={helpId}
          onPick={(file) => props.onChange({ kind: 'replace', file })}
          onRemove={canRemove ? remove : undefined}
        />
        <FormHelperText id={helpId} error={Boolean(props.error)}>
          {props.error ?? t('profile.imageHint')}
        </FormHelperText>
      </Box>
    </Box>
  );
}
