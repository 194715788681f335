import { SUPPORTED_LANGUAGES } from '@hearth/shared';
import type { Language } from '@hearth/shared';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import { isSupportedLanguage } from '@/i18n/detect-language';
import { useChangeLanguage } from '@/shared/hooks/use-change-language';
import type { SurfaceName } from '@/shared/lib/theme-preference';
import { SURFACES, isSurfaceName, saveSurface, useSurface } from '@/shared/lib/theme-preference';
import { LANGUAGE_NAMES } from '@/shared/ui/language-names';
import { SettingsSection } from './settings-section';

function LanguageChoice() {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  return (
    <RadioGroup
      aria-label={t('settings.language.title')}
      value={i18n.language}
      onChange={(event) => {
        if (isSupportedLanguage(event.target.value)) void changeLanguage(event.target.value);
      }}
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { sm: 3 } }}
    >
      {SUPPORTED_LANGUAGES.map((language: Language) => (
        <FormControlLabel
          key={language}
          value={language}
          control={<Radio />}
          label={<span lang={language}>{LANGUAGE_NAMES[language]}</span>}
        />
      ))}
    </RadioGroup>
  );
}

function SurfaceChoice() {
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
        <Box
          key={name}
          component="label"
          sx={{
            position: 'relative',
            cursor: 'pointer',
            borderRadius: 3,
            border: 2,
            borderColor: surface === name ? 'primary.main' : 'divider',
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
            {surface === name && (
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
      ))}
    </RadioGroup>
  );
}

/** Language and surface colour: both apply at once and are remembered on this device. */
export function AppearanceSettings() {
  const { t } = useTranslation();
  return (
    <>
      <SettingsSection title={t('settings.language.title')} lead={t('settings.language.lead')}>
        <LanguageChoice />
      </SettingsSection>
      <SettingsSection title={t('settings.theme.title')} lead={t('settings.theme.lead')}>
        <SurfaceChoice />
      </SettingsSection>
    </>
  );
}
