import { SUPPORTED_LANGUAGES } from '@hearth/shared';
import type { Language } from '@hearth/shared';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from '@/i18n/i18n';
import { isSupportedLanguage } from '@/i18n/detect-language';
import { useChangeLanguage } from '@/shared/hooks/use-change-language';
import { LANGUAGE_NAMES } from '@/shared/ui/language-names';

/** The app's languages as radio buttons, each named in itself; a choice applies at once. */
export function LanguageChoice() {
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
