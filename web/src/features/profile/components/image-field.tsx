import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useImagePick } from '@/shared/hooks/use-image-pick';
import { useObjectUrl } from '@/shared/hooks/use-object-url';
import type { ImageLimits } from '@/shared/lib/image-file';
import type { ImageChange } from '../api/profile-api';
import { ImageButtons } from './image-buttons';
import { ImagePreview } from './image-preview';

/**
 * An image upload with a live preview and a way to remove the current image. The limits show
 * before anything is picked; a picked file is checked at once and previewed only if it is a
 * picture that can be shown.
 */
export function ImageField(props: {
  label: string;
  shape: 'circle' | 'wide';
  limits: ImageLimits;
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
  const picker = useImagePick(props.limits, (file) => props.onChange({ kind: 'replace', file }));
  const pickedUrl = useObjectUrl(change.kind === 'replace' ? change.file : null);
  const storedUrl = change.kind === 'remove' || !hasStored ? props.defaultUrl : props.currentUrl;
  const canRemove = change.kind === 'replace' || (hasStored && change.kind !== 'remove');
  const remove = () => {
    picker.clear();
    props.onChange(hasStored ? { kind: 'remove' } : { kind: 'keep' });
  };
  const error = picker.error ?? props.error;

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <ImagePreview
        src={pickedUrl ?? storedUrl}
        fallbackSrc={props.defaultUrl}
        alt={t('profile.previewAlt', { field: props.label })}
        shape={props.shape}
      />
      <Box sx={{ minWidth: 0, flex: '1 1 220px' }}>
        <Typography component="p" sx={{ fontWeight: 600, mb: 1 }} id={`${inputId}-label`}>
          {props.label}
        </Typography>
        <ImageButtons
          inputId={inputId}
          helpId={helpId}
          accept={picker.accept}
          onPick={picker.pick}
          onRemove={canRemove ? remove : undefined}
        />
        <FormHelperText
          id={helpId}
          error={Boolean(error)}
          role={error ? 'alert' : undefined}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {error ?? picker.hint}
        </FormHelperText>
      </Box>
    </Box>
  );
}
