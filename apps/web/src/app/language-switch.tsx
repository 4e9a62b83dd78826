import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Locale, setLocale } from '../i18n/i18n';

export function LanguageSwitch({ light = false }: { light?: boolean }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (locale: Locale) => {
    void setLocale(locale);
    setAnchor(null);
  };
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
        <MenuItem onClick={() => choose('es')}>{t('common.spanish')}</MenuItem>
        <MenuItem onClick={() => choose('en')}>{t('common.english')}</MenuItem>
      </Menu>
    </>
  );
}
