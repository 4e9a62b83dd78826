import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Locale, setLocale } from '../i18n/i18n';

// The languages as menu items: the switch's own menu, and the account menu on a phone, where the
// app bar leaves its room to the site selector (the switch is not drawn there).
export function languageItems(t: TFunction, onChosen: () => void, icon = false) {
  const choose = (locale: Locale) => {
    void setLocale(locale);
    onChosen();
  };
  const translate = icon && (
    <ListItemIcon>
      <TranslateIcon fontSize="small" />
    </ListItemIcon>
  );
  return [
    <MenuItem key="es" onClick={() => choose('es')} lang="es">
      {translate}
      {t('common.spanish')}
    </MenuItem>,
    <MenuItem key="en" onClick={() => choose('en')} lang="en">
      {translate}
      {t('common.english')}
    </MenuItem>,
  ];
}

export function LanguageSwitch({ light = false }: { light?: boolean }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        startIcon={<TranslateIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ color: light ? 'common.white' : 'primary.main' }}
        // The visible code leads the name (label-content-name-mismatch): "ES, Idioma".
        aria-label={`${i18n.language.toUpperCase()}, ${t('common.language')}`}
        data-testid="language-switch"
      >
        {i18n.language.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languageItems(t, () => setAnchor(null))}
      </Menu>
    </>
  );
}
