import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pushAlert } from '../alerts/alert-store';
import { handleHttpError } from '../alerts/http-error';
import { useSites } from '../api/use-sites';
import { DateField } from '../forms/date-field';
import { useSelectedSite } from '../session/site-selection';
import { FormDialog, useChanged } from '../ui/form-dialog';
import { siteToday } from './site-today';

// What a new document starts with; its lines are added on its page.
export type NewDocument = { siteId: number; orderDate: string; date: string | null; notes: string | null };

// A new document (a purchase order, a quote) for a party (supplier, client) at one site, dated
// today at that site's clock, with an expected date and notes; then its page opens.
export function NewDocumentDialog({
  title,
  party,
  partyField,
  labels,
  busy,
  create,
  created,
  pathOf,
  onClose,
}: {
  // The dialog's title, also its button ("Nuevo pedido", "Nueva cotización").
  title: string;
  // The chosen party (null until chosen), and its field given the error to show.
  party: unknown;
  partyField: (error: string | undefined) => ReactNode;
  labels: { site: string; date: string; notes: string; required: string };
  busy: boolean;
  create: (document: NewDocument) => Promise<{ id: number }>;
  created: (id: number) => string;
  pathOf: (id: number) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sites = useSites().data ?? [];
  const selectedSite = useSelectedSite();
  const [siteChoice, setSiteChoice] = useState('');
  const [date, setDate] = useState('');
  const [notes, setNotes] = useState('');
  const dirty = useChanged([party, siteChoice, date, notes]);
  const [tried, setTried] = useState(false);
  const siteId = siteChoice || String(selectedSite || sites[0]?.id || '');

  const submit = async () => {
    setTried(true);
    if (!party || !siteId) {
      return;
    }
    try {
      const answer = await create({
        siteId: Number(siteId),
        orderDate: siteToday(sites.find((row) => row.id === Number(siteId))),
        date: date || null,
        notes: notes.trim() || null,
      });
      pushAlert(created(answer.id), 'success');
      navigate(pathOf(answer.id));
    } catch (error) {
      handleHttpError(error);
    }
  };

  return (
    <FormDialog dirty={dirty} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {partyField(tried && !party ? labels.required : undefined)}
          <TextField
            select
            label={labels.site}
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
          <DateField label={labels.date} value={date} onChange={(day) => setDate(day)} />
          <TextField
            label={labels.notes}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            multiline
            minRows={2}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          {title}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
