import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Stock } from './api/get-low-stock';
import { HomePanel } from './home-panel';

// Products at or below their minimum stock, with the site and both figures.
export function LowStockPanel({ rows, loading }: { rows: Stock[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <HomePanel title={t('home.lowStock')} loading={loading} testId="low-stock">
      {(rows ?? []).length === 0 ? (
        <Typography color="text.secondary">{t('home.noLowStock')}</Typography>
      ) : (
        <List dense disablePadding>
          {rows?.map((row) => (
            <ListItem key={row.id} disableGutters sx={{ gap: 1 }}>
              <ListItemText primary={row.product_id.name} secondary={row.site_id.name} />
              <Chip
                size="small"
                color="warning"
                sx={{ flexShrink: 0 }}
                label={t('home.stockOf', { current: row.current_stock ?? 0, min: row.min_stock })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </HomePanel>
  );
}
