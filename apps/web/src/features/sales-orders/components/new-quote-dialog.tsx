import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DEFAULT_TIME_ZONE, wallClock } from '@sari/domain/zoned-time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { useSites } from '../../../shared/api/use-sites';
import { DateField } from '../../../shared/forms/date-field';
import { useSelectedSite } from '../../../shared/session/site-selection';
import { FormDialog, useChanged } from '../../../shared/ui/form-dialog';
import { useCreateSalesOrder } from '../api/create-sales-order';
import type { ClientRef } from '../api/sales-order-keys';
import { ClientPicker } from './client-picker';

// A quote for a client at one site; its products are added on the order's page.
export function NewQuoteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sites = useSites().data ?? [];
  const selectedSite = useSelectedSite();
  const [client, setClient] = useState<ClientRef | null>(null);
  const [siteChoice, setSiteChoice] = useState('');
  const [delivery, setDelivery] = useState('');
  const [notes, setNotes] = useState('');
  const dirty = useChanged([client, siteChoice, delivery, notes]);
  const [tried, setTried] = useState(false);
  const create = useCreateSalesOrder();
  const siteId = siteChoice || String(selectedSite || sites[0]?.id || '');

  const submit = async () => {
    setTried(true);
    if (!client || !siteId) {
      return;
    }
    const site = sites.find((row) => row.id === Number(siteId));
    try {
      const answer = await create.mutateAsync({
        client_id: client.id,
        site_id: Number(siteId),
        order_date: wallClock(site?.time_zone ?? DEFAULT_TIME_ZONE).date,
        delivery_date: delivery || null,
        notes: notes.trim() || null,
      });
      pushAlert(t('salesOrders.created', { id: answer.data.id }), 'success');
      navigate(`/sales/order/detail/${answer.data.id}`);
    } catch (error) {
      handleHttpError(error);
    }
  };

  return (
    <FormDialog dirty={dirty} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('salesOrders.newQuote')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <ClientPicker
            value={client}
            onChange={setClient}
            required
            error={tried && !client ? t('salesOrders.required') : undefined}
          />
          <TextField
            select
            label={t('salesOrders.site')}
            value={siteId}
            onChange={(event) => setSiteChoice(event.target.value)}
          >
            {sites.map((row) => (
              <MenuItem key={row.id} value={String(row.id)}>
                {row.name}
              </MenuItem>
            ))}
          </TextField>
          <DateField
            label={t('salesOrders.deliveryDate')}
            value={delivery}
            onChange={(day) => setDelivery(day)}
          />
          <TextField
            label={t('salesOrders.notes')}
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
          {t('salesOrders.newQuote')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
