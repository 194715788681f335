import { SUPPORTED_LANGUAGES } from '@hearth/shared';
import { useTranslation } from '@/i18n/i18n';
import { currentLanguage } from '@/i18n/i18n';
import { useChangeLanguage } from '../hooks/use-change-language';
import { LANGUAGE_NAMES } from './language-names';
import { Button } from './plain/button';

/**
 * The language switcher of the signed-out pages: the three languages side by side, each named in
 * itself. (Lighter than a menu, which keeps the sign-in page small.)
 */
export function LanguageButtons() {
  const { t } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const active = currentLanguage();
  return (
    <div role="group" aria-label={t('language.choose')} className="h-language-buttons">
      {SUPPORTED_LANGUAGES.map((language) => (
        <Button
          key={language}
          lang={language}
          className={language === active ? 'h-language h-language--active' : 'h-language'}
          pressed={language === active}
          onClick={() => void changeLanguage(language)}
        >
          {LANGUAGE_NAMES[language]}
        </Button>
      ))}
    </div>
  );
}
