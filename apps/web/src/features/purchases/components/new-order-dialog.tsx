import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { useSites } from '../../../shared/api/use-sites';
import { DateField } from '../../../shared/forms/date-field';
import { useSelectedSite } from '../../../shared/session/site-selection';
import { FormDialog, useChanged } from '../../../shared/ui/form-dialog';
import { useCreatePurchaseOrder } from '../api/create-purchase-order';
import { useSupplierOptions } from '../api/get-supplier-options';
import { siteToday } from './site-today';

// A new order starts as an empty draft for one supplier and one site; its lines are added on
// the order's page.
export function NewOrderDialog({ supplierId, onClose }: { supplierId?: number; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sites = useSites().data ?? [];
  const suppliers = useSupplierOptions().data ?? [];
  const selectedSite = useSelectedSite();
  const [supplier, setSupplier] = useState(supplierId ? String(supplierId) : '');
  const [siteChoice, setSiteChoice] = useState('');
  const [expected, setExpected] = useState('');
  const [notes, setNotes] = useState('');
  const dirty = useChanged([supplier, siteChoice, expected, notes]);
  const [tried, setTried] = useState(false);
  const create = useCreatePurchaseOrder();
  const siteId = siteChoice || String(selectedSite || sites[0]?.id || '');

  const submit = async () => {
    setTried(true);
    if (!supplier || !siteId) {
      return;
    }
    const site = sites.find((row) => row.id === Number(siteId));
    try {
      const answer = await create.mutateAsync({
        supplier_id: Number(supplier),
        site_id: Number(siteId),
        order_date: siteToday(site),
        expected_date: expected || null,
        notes: notes.trim() || null,
      });
      pushAlert(t('purchases.orderCreated', { id: answer.data.id }), 'success');
      navigate(`/shopping/orders/detail/${answer.data.id}`);
    } catch (error) {
      handleHttpError(error);
    }
  };

  return (
    <FormDialog dirty={dirty} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('purchases.newOrder')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <TextField
            select
            label={t('purchases.supplier')}
            value={supplier}
            onChange={(event) => setSupplier(event.target.value)}
            required
            error={tried && !supplier}
            helperText={tried && !supplier ? t('purchases.required') : undefined}
          >
            {suppliers.map((row) => (
              <MenuItem key={row.id} value={String(row.id)}>
                {row.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('purchases.site')}
            value={siteId}
            onChange={(event) => setSiteChoice(event.target.value)}
            required
          >
            {sites.map((row) => (
              <MenuItem key={row.id} value={String(row.id)}>
                {row.name}
              </MenuItem>
            ))}
          </TextField>
          <DateField
            label={t('purchases.expectedDate')}
            value={expected}
            onChange={(day) => setExpected(day)}
          />
          <TextField
            label={t('purchases.notes')}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            multiline
            minRows={2}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={create.isPending}>
          {t('purchases.newOrder')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
