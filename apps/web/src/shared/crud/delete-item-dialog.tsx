import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../alerts/alert-store';
import { handleHttpError } from '../alerts/http-error';
import { type CollectionName, HttpError } from '../api/http';
import { useDeleteCatalogItem } from './api/delete-catalog-item';
import { useSaveCatalogItem } from './api/save-catalog-item';

// Delete with confirmation. A record in use (the database refuses) is explained, and offered
// deactivation when the collection has is_active and the user may update it.
export function DeleteItemDialog({
  collection,
  id,
  name,
  canDeactivate,
  onClose,
  invalidate,
  deactivateValues = { is_active: false },
}: {
  collection: CollectionName;
  id: number;
  name: string;
  canDeactivate: boolean;
  onClose: () => void;
  // query keys of the feature's own lists, refreshed after a delete or deactivation
  invalidate?: string[];
  // what "deactivate" writes (promotions have a status instead of is_active)
  deactivateValues?: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  const remove = useDeleteCatalogItem(collection);
  const save = useSaveCatalogItem(collection);
  const queryClient = useQueryClient();
  const [inUse, setInUse] = useState(false);
  // The server's own reason when it is specific (e.g. units still in stock), not a foreign key.
  const [reason, setReason] = useState<string | null>(null);
  const refresh = () => invalidate && queryClient.invalidateQueries({ queryKey: invalidate });

  const confirm = async () => {
    try {
      await remove.mutateAsync(id);
      await refresh();
      pushAlert(t('crud.deleted', { name }), 'success');
      onClose();
    } catch (error) {
      const first = error instanceof HttpError ? error.errors[0] : undefined;
      if (first?.extensions?.code === 'RECORD_IN_USE') {
        setInUse(true);
        setReason((first.extensions as { constraint?: string }).constraint ? null : first.message);
        return;
      }
      handleHttpError(error);
    }
  };

  const deactivate = async () => {
    try {
      await save.mutateAsync({ id, values: deactivateValues });
      await refresh();
      pushAlert(t('crud.deactivated', { name }), 'success');
      onClose();
    } catch (error) {
      handleHttpError(error);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('crud.deleteTitle', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="delete-message">
          {inUse ? t(canDeactivate ? 'crud.inUseDeactivate' : 'crud.inUse', { name }) : t('crud.deleteHelp')}
        </DialogContentText>
        {reason && (
          <DialogContentText sx={{ mt: 1, fontWeight: 600 }} data-testid="delete-reason">
            {reason}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t(inUse ? 'common.close' : 'common.cancel')}</Button>
        {inUse ? (
          canDeactivate && (
            <Button variant="contained" onClick={deactivate} disabled={save.isPending}>
              {t('crud.deactivate')}
            </Button>
          )
        ) : (
          <Button variant="contained" color="error" onClick={confirm} disabled={remove.isPending}>
            {t('crud.delete')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
