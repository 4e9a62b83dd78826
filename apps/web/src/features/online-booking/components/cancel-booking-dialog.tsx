import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

// Asks before cancelling the booking: keep it, or cancel it.
export function CancelBookingDialog({
  open,
  pending,
  onKeep,
  onCancel,
}: {
  open: boolean;
  pending: boolean;
  onKeep: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onKeep}>
      <DialogTitle>{t('onlineBooking.cancelTitle')}</DialogTitle>
      <DialogContent>
        <Typography>{t('onlineBooking.cancelHelp')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep}>{t('onlineBooking.keep')}</Button>
        <Button color="error" variant="contained" onClick={onCancel} disabled={pending}>
          {t('onlineBooking.yesCancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
