import { SUPPORTED_LANGUAGES } from '@hearth/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '@/i18n/i18n';
import { currentLanguage } from '@/i18n/i18n';
import { useChangeLanguage } from '../hooks/use-change-language';
import { LANGUAGE_NAMES } from './language-names';
import { selectedColor } from './selected-style';

/**
 * The language switcher of the signed-out pages: the three languages side by side, each named in
 * itself. (Lighter than a menu, which keeps the sign-in page small.)
 */
export function LanguageButtons() {
  const { t } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const active = currentLanguage();
  return (
    <Box role="group" aria-label={t('language.choose')} sx={{ display: 'flex', gap: 0.5 }}>
      {SUPPORTED_LANGUAGES.map((language) => (
        <Button
          key={language}
          lang={language}
          size="small"
          aria-pressed={language === active}
          onClick={() => void changeLanguage(language)}
          sx={{
            minWidth: 0,
            px: 1.25,
            color: language === active ? selectedColor : 'text.secondary',
            bgcolor: language === active ? 'action.selected' : 'transparent',
          }}
        >
          {LANGUAGE_NAMES[language]}
        </Button>
      ))}
    </Box>
  );
}
