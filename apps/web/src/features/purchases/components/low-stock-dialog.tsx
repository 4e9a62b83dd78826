import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { OutputOf } from '@sari/contracts/operation';
import type { orderLowStock } from '@sari/contracts/purchases';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { useSites } from '../../../shared/api/use-sites';
import { siteToday } from '../../../shared/document/site-today';
import { useSelectedSite } from '../../../shared/session/site-selection';
import { useCreatePurchaseOrder } from '../api/create-purchase-order';
import { useProductCosts } from '../api/get-product-costs';
import { useSupplierOptions } from '../api/get-supplier-options';
import { useOrderLowStock } from '../api/order-low-stock';

type Result = OutputOf<typeof orderLowStock>;

// "Pedir lo que falta": the server drafts one order per product supplier; the products below
// their minimum without a supplier are listed, and can be drafted for a supplier chosen here.
export function LowStockDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const sites = useSites().data ?? [];
  const suppliers = useSupplierOptions().data ?? [];
  const selectedSite = useSelectedSite();
  const [siteChoice, setSiteChoice] = useState('');
  const siteId = Number(siteChoice || selectedSite || sites[0]?.id || 0);
  const run = useOrderLowStock();
  const create = useCreatePurchaseOrder();
  const [result, setResult] = useState<Result | null>(null);
  const [extra, setExtra] = useState<{ id: number; supplier: string; count: number }[]>([]);
  const [supplierForRest, setSupplierForRest] = useState('');
  const costs = useProductCosts(result?.without_supplier.map((row) => row.product_id) ?? []).data;
  const nameOf = (id: number) => suppliers.find((row) => row.id === id)?.name ?? `#${id}`;

  const start = async () => {
    try {
      setResult(await run.mutateAsync({ site_id: siteId }));
    } catch (error) {
      handleHttpError(error);
    }
  };

  const draftRest = async () => {
    if (!result || !supplierForRest) {
      return;
    }
    try {
      const answer = await create.mutateAsync({
        supplier_id: Number(supplierForRest),
        site_id: siteId,
        order_date: siteToday(sites.find((row) => row.id === siteId)),
        purchase_order_line: result.without_supplier.map((row) => ({
          product_id: row.product_id,
          quantity: row.missing,
          unit_cost_on_order: costs?.get(row.product_id) ?? 0,
        })),
      });
      setExtra([
        ...extra,
        {
          id: answer.data.id,
          supplier: nameOf(Number(supplierForRest)),
          count: result.without_supplier.length,
        },
      ]);
      setResult({ ...result, without_supplier: [] });
      pushAlert(t('purchases.orderCreated', { id: answer.data.id }), 'success');
    } catch (error) {
      handleHttpError(error);
    }
  };

  const drafts = [
    ...(result?.orders ?? []).map((row) => ({
      id: row.id,
      supplier: nameOf(row.supplier_id),
      count: row.lines,
    })),
    ...extra,
  ];

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <DialogTitle>{t('purchases.lowTitle')}</DialogTitle>
      <DialogContent dividers>
        {!result ? (
          <Stack spacing={2}>
            <DialogContentText>{t('purchases.lowHelp')}</DialogContentText>
            <TextField
              select
              label={t('purchases.site')}
              value={siteId ? String(siteId) : ''}
              onChange={(event) => setSiteChoice(event.target.value)}
            >
              {sites.map((row) => (
                <MenuItem key={row.id} value={String(row.id)}>
                  {row.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        ) : (
          <Stack spacing={2} data-testid="low-stock-result">
            <Typography variant="h3">{t('purchases.lowCreated')}</Typography>
            {drafts.length === 0 ? (
              <Alert severity="info">{t('purchases.lowNone')}</Alert>
            ) : (
              <List dense disablePadding>
                {drafts.map((draft) => (
                  <ListItem key={draft.id} disableGutters>
                    <Link component={RouterLink} to={`/shopping/orders/detail/${draft.id}`} onClick={onClose}>
                      {t('purchases.lowOrder', {
                        id: draft.id,
                        supplier: draft.supplier,
                        count: draft.count,
                      })}
                    </Link>
                  </ListItem>
                ))}
              </List>
            )}
            {result.without_supplier.length > 0 && (
              <>
                <Typography variant="h3">{t('purchases.withoutSupplier')}</Typography>
                <Typography color="text.secondary">{t('purchases.withoutSupplierHelp')}</Typography>
                <List dense disablePadding data-testid="without-supplier">
                  {result.without_supplier.map((row) => (
                    <ListItem key={row.product_id} disableGutters>
                      <ListItemText
                        primary={row.name}
                        secondary={t('purchases.missing', { count: row.missing })}
                      />
                    </ListItem>
                  ))}
                </List>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  <TextField
                    select
                    size="small"
                    label={t('purchases.supplier')}
                    value={supplierForRest}
                    onChange={(event) => setSupplierForRest(event.target.value)}
                    sx={{ minWidth: 240, flexGrow: 1 }}
                  >
                    {suppliers.map((row) => (
                      <MenuItem key={row.id} value={String(row.id)}>
                        {row.name}
                      </MenuItem>
                    ))}
                  </TextField>
                  <Button
                    variant="contained"
                    onClick={draftRest}
                    disabled={!supplierForRest || create.isPending}
                  >
                    {t('purchases.createFor')}
                  </Button>
                </Stack>
              </>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        {!result && (
          <Button variant="contained" onClick={start} disabled={!siteId || run.isPending}>
            {t('purchases.lowRun')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
