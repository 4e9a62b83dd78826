import StoreIcon from '@mui/icons-material/Store';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SITE_ALL } from '@sari/domain/constants';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSites } from '../shared/api/use-sites';
import { setSelectedSite, useSelectedSite } from '../shared/session/site-selection';

export function SiteSelector() {
  const { t } = useTranslation();
  const selected = useSelectedSite();
  const sites = useSites().data ?? [];
  useEffect(() => {
    if (sites.length && selected !== SITE_ALL && !sites.some((site) => site.id === selected)) {
      setSelectedSite(SITE_ALL);
    }
  }, [sites, selected]);
  return (
    <TextField
      select
      size="small"
      value={sites.some((site) => site.id === selected) ? selected : SITE_ALL}
      onChange={(event) => setSelectedSite(Number(event.target.value))}
      data-testid="site-selector"
      slotProps={{
        // The name goes on the combobox itself (a label on the FormControl's div is not allowed).
        htmlInput: { 'aria-label': t('common.site') },
        input: {
          startAdornment: (
            <StoreIcon
              fontSize="small"
              sx={{ mr: 1, color: 'primary.main', display: { xs: 'none', sm: 'inline-block' } }}
            />
          ),
        },
      }}
      // On a phone it takes the bar's room left by its buttons (search, bell, account; the
      // languages are in the account menu there), without its icon, so "Todas mis sedes" and a
      // site's name read whole; only a name longer than the room is cut with an ellipsis.
      sx={{
        minWidth: { xs: 0, sm: 220 },
        flex: { xs: '0 1 auto', sm: 'none' },
        bgcolor: 'background.paper',
        borderRadius: 2,
      }}
    >
      <MenuItem value={SITE_ALL}>{t('common.allSites')}</MenuItem>
      {sites.map((site) => (
        <MenuItem key={site.id} value={site.id}>
          {site.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
