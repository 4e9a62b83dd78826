import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import { HomePanel } from './home-panel';

// Today's sales: the total, then how much came in by each payment method.
export function SalesTodayPanel({
  sales,
  loading,
}: {
  sales: { total: number; methods: { method: string; amount: number }[] } | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <HomePanel title={t('home.salesToday')} loading={loading} testId="sales-today">
      <Typography variant="h2" color="primary">
        {formatMoney(sales?.total ?? 0)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('home.byMethod')}
      </Typography>
      {(sales?.methods ?? []).length === 0 ? (
        <Typography color="text.secondary">{t('home.noSales')}</Typography>
      ) : (
        <List dense disablePadding>
          {sales?.methods.map((row) => (
            <ListItem
              key={row.method}
              disableGutters
              secondaryAction={<Typography sx={{ fontWeight: 600 }}>{formatMoney(row.amount)}</Typography>}
            >
              <ListItemText primary={row.method} />
            </ListItem>
          ))}
        </List>
      )}
    </HomePanel>
  );
}
