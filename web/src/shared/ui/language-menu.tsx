import { SUPPORTED_LANGUAGES } from '@hearth/shared';
import type { Language } from '@hearth/shared';
import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { currentLanguage } from '@/i18n/i18n';
import { useChangeLanguage } from '../hooks/use-change-language';
import { LANGUAGE_NAMES } from './language-names';

/** The language switcher: a button showing the current language and a menu of the others. */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const changeLanguage = useChangeLanguage();
  const active = currentLanguage();

  const choose = (language: Language) => {
    setAnchor(null);
    void changeLanguage(language);
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<TranslateIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-label={t('language.switch', { language: LANGUAGE_NAMES[active] })}
        sx={{
          minWidth: 0,
          px: compact ? 1 : 1.5,
          '& .MuiButton-startIcon': compact ? { mr: 0 } : {},
        }}
      >
        {compact ? null : LANGUAGE_NAMES[active]}
      </Button>
      <Menu
        id="language-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={language === active}
            onClick={() => choose(language)}
          >
            <ListItemIcon>
              {language === active ? <CheckIcon fontSize="small" /> : null}
            </ListItemIcon>
            <ListItemText>{LANGUAGE_NAMES[language]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
