import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import type { OpenOrder } from './api/get-open-orders';
import { HomePanel } from './home-panel';

// The orders still to deliver: how many, then the soonest with their client, date and total.
export function OpenOrdersPanel({
  count,
  rows,
  loading,
}: {
  count: number;
  rows: OpenOrder[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <HomePanel title={t('home.openOrders')} loading={loading} testId="open-orders">
      <Typography variant="h2" color="primary" sx={{ mb: 1 }}>
        {count}
      </Typography>
      {(rows ?? []).length === 0 ? (
        <Typography color="text.secondary">{t('home.noOpenOrders')}</Typography>
      ) : (
        <List dense disablePadding>
          {rows?.map((row) => (
            <ListItem
              key={row.id}
              disableGutters
              secondaryAction={<Typography sx={{ fontWeight: 600 }}>{formatMoney(row.total)}</Typography>}
            >
              <ListItemText
                primary={`#${row.id} · ${`${row.client_id?.first_name ?? ''} ${row.client_id?.last_name ?? ''}`.trim() || '—'}`}
                secondary={t('home.deliveryOn', {
                  date: formatDate(row.delivery_date ?? row.order_date),
                  status: t(`home.orderStatus.${row.status}`),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </HomePanel>
  );
}
