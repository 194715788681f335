import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import type { SurfaceName } from '@/shared/lib/theme-preference';
import { SURFACES } from '@/shared/lib/theme-preference';

/** One surface colour: a swatch and its name around a visually hidden radio button. */
export function SurfaceOption({ name, selected }: { name: SurfaceName; selected: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component="label"
      sx={{
        position: 'relative',
        cursor: 'pointer',
        borderRadius: 3,
        border: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        overflow: 'hidden',
        '&:focus-within': {
          outline: 2,
          outlineColor: 'primary.main',
          outlineOffset: 2,
          outlineStyle: 'solid',
        },
      }}
    >
      <Radio
        value={name}
        sx={{ position: 'absolute', opacity: 0, width: 1, height: 1 }}
        slotProps={{ input: { 'aria-label': t(`settings.theme.${name}`) } }}
      />
      <Box
        sx={{
          height: 56,
          bgcolor: SURFACES[name].surface,
          borderBottom: 1,
          borderColor: 'divider',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {selected && (
          <CheckIcon sx={{ color: SURFACES[name].mode === 'dark' ? '#fff' : 'primary.main' }} />
        )}
      </Box>
      <Typography
        variant="body2"
        sx={{ p: 1, textAlign: 'center', fontWeight: 600 }}
        aria-hidden="true"
      >
        {t(`settings.theme.${name}`)}
      </Typography>
    </Box>
  );
}
