import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../alerts/alert-store';
import { handleHttpError } from '../alerts/http-error';
import { HttpError } from '../api/http';
import { useDeleteCatalogItem, useSaveCatalogItem } from './use-catalog';

// Delete with confirmation. A record in use (the database refuses) is explained, and offered
// deactivation when the collection has is_active and the user may update it.
export function DeleteItemDialog({
  collection,
  id,
  name,
  canDeactivate,
  onClose,
}: {
  collection: string;
  id: number;
  name: string;
  canDeactivate: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteCatalogItem(collection);
  const save = useSaveCatalogItem(collection);
  const [inUse, setInUse] = useState(false);

  const confirm = async () => {
    try {
      await remove.mutateAsync(id);
      pushAlert(t('crud.deleted', { name }), 'success');
      onClose();
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
      await save.mutateAsync({ id, values: { is_active: false } });
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
