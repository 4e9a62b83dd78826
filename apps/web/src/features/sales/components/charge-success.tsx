import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@sari/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { useCurrentUser } from '../../../shared/session/current-user';
import type { ChargedSale } from '../api/charge';
import { openReceipt } from '../api/get-receipt';
import { SoldGiftCards } from './sold-gift-cards';
import { SoldMemberships } from './sold-memberships';
import { SoldPackages } from './sold-packages';

// The charge went through: what was charged, the change to give, the receipt, and the code of
// each gift card it sold (shown this once, decision 050), the session packages it sold and the
// sessions it used (decision 051), the memberships it sold and the discount one gave (decision 055).
// Titled by what happened ("Cobro registrado", "Reserva #N cobrada"), not by the cart it came from.
export function ChargeSuccess({
  sale,
  reservationId,
  onClose,
  fullScreen,
  packageName = () => '',
  membershipName = () => '',
}: {
  sale: ChargedSale;
  // The reservation this charge paid, if any.
  reservationId?: number;
  onClose: () => void;
  fullScreen: boolean;
  // The catalogue name of a package sold (decision 051).
  packageName?: (sessionPackageId: number) => string;
  // The catalogue name of a membership plan sold (decision 055).
  membershipName?: (membershipPlanId: number) => string;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const companyName = useCurrentUser().data?.user.subscriber_owner_company_id?.name ?? '';
  const receipt = (mode: 'download' | 'print') =>
    openReceipt(sale.id, mode).catch((error: unknown) => setProblem(httpErrorMessage(error)));
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      fullScreen={fullScreen}
      aria-labelledby="charge-success-title"
    >
      <DialogTitle id="charge-success-title">
        {reservationId ? t('sales.reservationCharged', { id: reservationId }) : t('sales.chargeDone')}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }} data-testid="charge-success">
          <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
          <Typography variant="h2">{t('sales.charged', { id: sale.id })}</Typography>
          <Typography>{t('sales.chargedTotal', { amount: formatMoney(sale.total) })}</Typography>
          {sale.deposit_used > 0 && (
            <Typography>{t('sales.chargedDeposit', { amount: formatMoney(sale.deposit_used) })}</Typography>
          )}
          {sale.gift_card_used > 0 && (
            <Typography data-testid="charged-gift-cards">
              {t('wallet.chargedWith', { amount: formatMoney(sale.gift_card_used) })}
            </Typography>
          )}
          {sale.change > 0 && (
            <Typography variant="h3" data-testid="change">
              {t('sales.changeToGive', { amount: formatMoney(sale.change) })}
            </Typography>
          )}
          {sale.abono > 0 && (
            <Typography>{t('sales.chargedAbono', { amount: formatMoney(sale.abono) })}</Typography>
          )}
          {sale.credit > 0 && (
            <Typography>{t('sales.chargedCredit', { amount: formatMoney(sale.credit) })}</Typography>
          )}
          {sale.tips > 0 && (
            <Typography>{t('sales.chargedTips', { amount: formatMoney(sale.tips) })}</Typography>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ pt: 1 }}>
            <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => receipt('print')}>
              {t('sales.printReceipt')}
            </Button>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => receipt('download')}>
              {t('sales.downloadReceipt')}
            </Button>
          </Stack>
          {problem && <Alert severity="error">{problem}</Alert>}
          <SoldGiftCards cards={sale.gift_cards_sold} companyName={companyName} />
          <SoldPackages sale={sale} packageName={packageName} />
          <SoldMemberships sale={sale} planName={membershipName} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
