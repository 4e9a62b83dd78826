import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formatMoney } from '@sari/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { useSettleAdvance } from '../api/settle-advance';

type Way = 'drawer' | 'balance';

// The money advance a cancelled reservation still holds (decision 067): "Devolver anticipo" pays
// it out of the site's open drawer (whoever refunds sales), "Pasar al saldo a favor" keeps it as
// the client's balance (whoever updates sales; only with a client). Each asks once, in place,
// saying where the money goes; the server refuses a closed or short drawer in its own words.
export function AdvanceSettle({
  reservationId,
  amount,
  canReturn,
  canKeep,
}: {
  reservationId: number;
  amount: number;
  canReturn: boolean;
  canKeep: boolean;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<Way | null>(null);
  const settle = useSettleAdvance();
  if (!canReturn && !canKeep) {
    return null;
  }
  const confirm = (way: Way) =>
    settle.mutate(
      { id: reservationId, amount, way },
      {
        onSuccess: () => {
          pushAlert(
            t(way === 'drawer' ? 'calendar.advanceReturned' : 'calendar.advanceKept', {
              amount: formatMoney(amount),
            }),
            'success',
          );
          setAsking(null);
        },
        onError: (error) => handleHttpError(error),
      },
    );

  if (asking) {
    return (
      <Alert
        severity="warning"
        sx={{ mt: 1 }}
        data-testid="advance-settle-confirm"
        action={
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 0.5 }}>
            <Button color="inherit" size="small" onClick={() => setAsking(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="inherit"
              size="small"
              variant="outlined"
              disabled={settle.isPending}
              onClick={() => confirm(asking)}
            >
              {t('calendar.advanceConfirm')}
            </Button>
          </Stack>
        }
      >
        {t(asking === 'drawer' ? 'calendar.advanceReturnAsk' : 'calendar.advanceKeepAsk', {
          amount: formatMoney(amount),
        })}
      </Alert>
    );
  }
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mt: 1, gap: 1 }}>
      {canReturn && (
        <Button size="small" variant="outlined" onClick={() => setAsking('drawer')}>
          {t('calendar.advanceReturn')}
        </Button>
      )}
      {canKeep && (
        <Button size="small" variant="outlined" onClick={() => setAsking('balance')}>
          {t('calendar.advanceKeep')}
        </Button>
      )}
    </Stack>
  );
}
