import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RESERVATION_STATUSES } from '@sari/domain/reservation-status';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

// A status change the server refused with something to do first (a paid visit: its refund).
export type StatusRefusal = { reservationId: number; message: string };

// The reservation's status, and the server's refusal of a change with the way to the refund.
export function DrawerStatus({
  status,
  disabled,
  onChange,
  refusal,
  onDismissRefusal,
}: {
  status: string;
  disabled: boolean;
  onChange: (status: string) => void;
  refusal: StatusRefusal | null;
  onDismissRefusal?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <TextField
        select
        label={t('calendar.status')}
        value={status}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        data-testid="drawer-status"
      >
        {RESERVATION_STATUSES.map((item) => (
          <MenuItem key={item} value={item}>
            {t(`status.${item}`)}
          </MenuItem>
        ))}
      </TextField>
      {refusal && (
        <Alert
          severity="warning"
          role="alert"
          onClose={onDismissRefusal}
          data-testid="drawer-paid-refusal"
          action={
            <Button color="inherit" size="small" onClick={() => navigate('/sales/sales')}>
              {t('calendar.goToRefund')}
            </Button>
          }
        >
          <Typography sx={{ fontWeight: 700, fontSize: 14 }}>{t('calendar.paidNotCancelled')}</Typography>
          {refusal.message}
        </Alert>
      )}
    </>
  );
}
