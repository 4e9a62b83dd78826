import AddIcon from '@mui/icons-material/Add';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PURCHASE_STATUSES } from '@sari/contracts/purchases';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/session/current-user';
import { useSelectedSite } from '../../../shared/session/site-selection';
import { ListHeader, ListPagination } from '../../../shared/ui/list-parts';
import { usePurchaseOrders } from '../api/get-purchase-orders';
import { useSupplierOptions } from '../api/get-supplier-options';
import { LowStockDialog } from './low-stock-dialog';
import { NewOrderDialog } from './new-order-dialog';
import { PurchaseOrderTable } from './purchase-order-table';
import { ShoppingHeader } from './shopping-header';

// Pedidos: the orders of the app bar's site, filtered by status and supplier, newest first.
export function PurchaseOrderListPage() {
  const { t } = useTranslation();
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const siteId = useSelectedSite();
  const [status, setStatus] = useState<string>('');
  const [supplierId, setSupplierId] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [dialog, setDialog] = useState<'new' | 'low' | null>(null);
  const suppliers = useSupplierOptions().data ?? [];
  const list = usePurchaseOrders({ statuses: status ? [status] : [], supplierId, siteId, page, pageSize });

  return (
    <Box>
      <ShoppingHeader />
      <ListHeader title={t('purchases.orders')} help={t('purchases.ordersHelp')} variant="h2">
        {permissions.has('shopping:create') && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="outlined" startIcon={<TrendingDownIcon />} onClick={() => setDialog('low')}>
              {t('purchases.orderLow')}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('new')}>
              {t('purchases.newOrder')}
            </Button>
          </Stack>
        )}
      </ListHeader>
      <Card>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ p: 2, alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 1 }}
            role="group"
            aria-label={t('purchases.status')}
          >
            {['', ...PURCHASE_STATUSES].map((value) => (
              <Chip
                key={value || 'all'}
                label={value ? t(`purchases.statuses.${value}`) : t('purchases.allStatuses')}
                color={status === value ? 'primary' : 'default'}
                variant={status === value ? 'filled' : 'outlined'}
                onClick={() => {
                  setStatus(value);
                  setPage(0);
                }}
                aria-pressed={status === value}
              />
            ))}
          </Stack>
          <TextField
            select
            size="small"
            label={t('purchases.supplier')}
            value={supplierId ? String(supplierId) : ''}
            onChange={(event) => {
              setSupplierId(event.target.value ? Number(event.target.value) : null);
              setPage(0);
            }}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">{t('purchases.allSuppliers')}</MenuItem>
            {suppliers.map((row) => (
              <MenuItem key={row.id} value={String(row.id)}>
                {row.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {list.isFetching && <LinearProgress />}
        <PurchaseOrderTable rows={list.data?.data ?? []} loading={list.isLoading} />
        <ListPagination
          count={list.data?.meta?.filter_count ?? 0}
          page={page}
          pageSize={pageSize}
          onPage={setPage}
          onPageSize={setPageSize}
        />
      </Card>
      {dialog === 'new' && <NewOrderDialog onClose={() => setDialog(null)} />}
      {dialog === 'low' && <LowStockDialog onClose={() => setDialog(null)} />}
    </Box>
  );
}
