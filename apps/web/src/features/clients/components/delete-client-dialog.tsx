import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { HttpError } from '../../../shared/api/http';
import type { Client } from '../api/client-keys';
import { useDeleteClient } from '../api/delete-client';
import { useSaveClient } from '../api/save-client';

// Delete with confirmation; a client in use (reservations, sales) is offered deactivation.
export function DeleteClientDialog({
  client,
  canUpdate,
  onClose,
}: {
  client: Client;
  canUpdate: boolean;
  onClose: (deleted: boolean) => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteClient();
  const save = useSaveClient();
  const [inUse, setInUse] = useState(false);
  const name = `${client.first_name} ${client.last_name ?? ''}`.trim();

  const confirm = async () => {
    try {
      await remove.mutateAsync(client.id);
      pushAlert(t('clients.deleted'), 'success');
      onClose(true);
    } catch (error) {
      if (error instanceof HttpError && error.errors[0]?.extensions?.code === 'RECORD_IN_USE') {
        setInUse(true);
        return;
      }
      handleHttpError(error);
    }
  };

  const deactivate = async () => {
    try {
      await save.mutateAsync({ id: client.id, values: { is_active: false } });
      pushAlert(t('clients.deactivated'), 'success');
      onClose(false);
    } catch (error) {
      handleHttpError(error);
    }
  };

  return (
    <Dialog open onClose={() => onClose(false)} maxWidth="xs" fullWidth>
      <DialogTitle>{t('clients.deleteTitle', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="delete-client-message">
          {inUse ? t('clients.inUse', { name }) : t('clients.deleteHelp')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{t('common.cancel')}</Button>
        {inUse ? (
          canUpdate && (
            <Button variant="contained" onClick={deactivate} disabled={save.isPending}>
              {t('clients.deactivate')}
            </Button>
          )
        ) : (
          <Button variant="contained" color="error" onClick={confirm} disabled={remove.isPending}>
            {t('clients.delete')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
