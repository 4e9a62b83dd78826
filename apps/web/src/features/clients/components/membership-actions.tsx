import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { httpErrorMessage as errorMessage } from '../../../shared/alerts/http-error';
import { FormDialog } from '../../../shared/ui/form-dialog';
import type { WalletInstrument } from '../api/get-client-wallet';
import { type MembershipAction, useMembershipAction } from '../api/membership-actions';

// A membership period's desk actions (decision 055): Renovar sells the plan again through the
// one checkout (?membresia=<client>); Pausar and Cancelar ask a reason; Reanudar is one click.
// What each does to the period is the server's rule, shown in the dialog's help. Each shows only
// to whom its endpoint allows: Renovar to whoever sells (the checkout, sales:create), Pausar and
// Reanudar to whoever updates sales (sales:update), Cancelar to whoever refunds (sales:delete).
// Near its end (decision 060) Renovar is the card's main action.
export function MembershipActions({
  instrument,
  canRenew,
  canUpdate,
  canCancel,
}: {
  instrument: WalletInstrument;
  canRenew: boolean;
  canUpdate: boolean;
  canCancel: boolean;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<MembershipAction | null>(null);
  const action = useMembershipAction(instrument.client_id ?? 0);
  const live = instrument.status === 'activa' || instrument.status === 'pausada';
  if (!live || instrument.client_id === null) {
    return null;
  }
  const run = (kind: MembershipAction, reason = '') =>
    action.mutate(
      { action: kind, id: instrument.id, reason },
      {
        onSuccess: () => {
          setAsking(null);
          pushAlert(t(`wallet.membership.done.${kind}`), 'success');
        },
        onError: (failure) => kind === 'resume' && pushAlert(errorMessage(failure), 'error'),
      },
    );
  return (
    <>
      {canRenew && instrument.status === 'activa' && !instrument.expired && (
        <Button
          size="small"
          variant={instrument.renewal_due ? 'contained' : 'text'}
          component={RouterLink}
          to={`/sales/sales?membresia=${instrument.client_id}`}
          data-testid="renew-membership"
        >
          {t('wallet.membership.renew')}
        </Button>
      )}
      {canUpdate && instrument.status === 'activa' && (
        <Button size="small" onClick={() => setAsking('pause')} data-testid="pause-membership">
          {t('wallet.membership.pause')}
        </Button>
      )}
      {canUpdate && instrument.status === 'pausada' && (
        <Button size="small" onClick={() => run('resume')} disabled={action.isPending}>
          {t('wallet.membership.resume')}
        </Button>
      )}
      {canCancel && (
        <Button
          size="small"
          color="error"
          onClick={() => setAsking('cancel')}
          data-testid="cancel-membership"
        >
          {t('wallet.membership.cancel')}
        </Button>
      )}
      {asking && asking !== 'resume' && (
        <ReasonDialog
          kind={asking}
          pending={action.isPending}
          error={action.error ? errorMessage(action.error) : null}
          onClose={() => setAsking(null)}
          onConfirm={(reason) => run(asking, reason)}
        />
      )}
    </>
  );
}

function ReasonDialog({
  kind,
  pending,
  error,
  onClose,
  onConfirm,
}: {
  kind: 'pause' | 'cancel';
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const short = reason.trim().length < 3;
  return (
    <FormDialog dirty={reason !== ''} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t(`wallet.membership.${kind}Title`)}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t(`wallet.membership.${kind}Help`)}
        </Typography>
        <TextField
          label={t('wallet.extendReason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          color={kind === 'cancel' ? 'error' : 'primary'}
          disabled={short || pending}
          onClick={() => onConfirm(reason.trim())}
        >
          {t(`wallet.membership.${kind}`)}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
