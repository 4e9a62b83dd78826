import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { DeleteItemDialog } from '../../../shared/crud/delete-item-dialog';
import { useSupplierSummary } from '../api/get-supplier-summary';
import { purchaseKeys, type Supplier } from '../api/purchase-keys';
import { useSaveSupplier } from '../api/save-supplier';

// A supplier with orders keeps its history: deleting is refused with the reason (its orders)
// and deactivation offered; one without orders goes through the shared delete dialog.
export function SupplierDeleteDialog({
  supplier,
  canDeactivate,
  onClose,
}: {
  supplier: Supplier;
  canDeactivate: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const summary = useSupplierSummary(supplier.id);
  const save = useSaveSupplier();
  if (summary.isLoading) {
    return null;
  }
  const orders = summary.data?.orders ?? 0;
  if (orders === 0) {
    return (
      <DeleteItemDialog
        collection="supplier"
        id={supplier.id}
        name={supplier.name}
        canDeactivate={canDeactivate && supplier.is_active}
        invalidate={[...purchaseKeys.all]}
        onClose={onClose}
      />
    );
  }
  const deactivate = async () => {
    try {
      await save.mutateAsync({ id: supplier.id, values: { is_active: false } });
      pushAlert(t('crud.deactivated', { name: supplier.name }), 'success');
      onClose();
    } catch (error) {
      handleHttpError(error);
    }
  };
  const allowed = canDeactivate && supplier.is_active;
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('crud.deleteTitle', { name: supplier.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="delete-reason" sx={{ fontWeight: 600 }}>
          {t('purchases.hasOrders', { count: orders })}
        </DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>
          {t(allowed ? 'purchases.deactivateInstead' : 'purchases.alreadyInactive')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        {allowed && (
          <Button variant="contained" onClick={deactivate} disabled={save.isPending}>
            {t('crud.deactivate')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
