import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from '@/i18n/i18n';
import type { SurfaceName } from '@/shared/lib/theme-preference';
import { SURFACES, isSurfaceName, saveSurface, useSurface } from '@/shared/lib/theme-preference';
import { SurfaceOption } from './surface-option';

/** The surface colours as a grid of swatches; a choice applies at once. */
export function SurfaceChoice() {
  const { t } = useTranslation();
  const surface = useSurface();
  const names = Object.keys(SURFACES).filter(isSurfaceName);
  return (
    <RadioGroup
      aria-label={t('settings.theme.title')}
      value={surface}
      onChange={(event) => {
        if (isSurfaceName(event.target.value)) saveSurface(event.target.value);
      }}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
        gap: 1.5,
      }}
    >
      {names.map((name: SurfaceName) => (
        <SurfaceOption key={name} name={name} selected={surface === name} />
      ))}
    </RadioGroup>
  );
}
