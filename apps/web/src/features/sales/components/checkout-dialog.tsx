import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { depositCreditType } from '@sari/domain/deposits';
import { formatMoney } from '@sari/domain/money';
import { DEFAULT_TIME_ZONE, wallClock } from '@sari/domain/zoned-time';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { useSites } from '../../../shared/api/use-sites';
import { useCurrentUser } from '../../../shared/session/current-user';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { FormDialog, useChanged } from '../../../shared/ui/form-dialog';
import { type ChargedSale, useCharge } from '../api/charge';
import { useCheckoutCatalog } from '../api/get-checkout-catalog';
import { useClientBalance } from '../api/get-client-balance';
import { useClientOptions } from '../api/get-client-options';
import { useCheckoutDrawer } from '../api/get-drawer-status';
import { openReceipt } from '../api/get-receipt';
import type { ReservationToCharge } from '../api/get-reservation';
import { type ClientOption, clientName } from '../api/sales-keys';
import { type ChargeProcess, chargeOutcome } from '../charge-process';
import { type CartLine, lineRequest, moneySummary, priceLines } from '../checkout-cart';
import { AddLineField, CartLines } from './cart-lines';
import { DrawerClosedNotice } from './drawer-notice';
import {
  amountOf,
  type PaymentRow,
  PaymentsPanel,
  rowKey,
  type TipRow,
  TipsPanel,
  TotalsBox,
} from './payments-panel';

function reservationLines(reservation: ReservationToCharge): CartLine[] {
  return reservation.service_reservation_service
    .filter((row) => !row.is_cancelled)
    .map((row) => ({
      key: rowKey(),
      kind: 'service' as const,
      itemId: row.service_id.id,
      name: row.service_id.name,
      amount: 1,
      specialistId: row.specialist_id,
      priceChange: null,
      reservationServiceId: row.id,
      consumption: row.service_reservation_service_product.map((p) => `${p.product_id.name} × ${p.amount}`),
    }));
}

// The checkout: a counter sale, or the charge of a reservation with its cart prefilled.
export function CheckoutDialog({
  siteId: initialSite,
  reservation,
  onClose,
}: {
  siteId: number;
  reservation?: ReservationToCharge;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const sites = useSites().data ?? [];
  const [siteId, setSiteId] = useState(reservation?.site_id ?? initialSite);
  const site = sites.find((item) => item.id === siteId);
  const catalog = useCheckoutCatalog(siteId);
  const drawer = useCheckoutDrawer(siteId);
  const drawerClosed = drawer.data ? drawer.data.session === null : false;
  const [client, setClient] = useState<ClientOption | null>(reservation?.client_id ?? null);
  const [clientSearch, setClientSearch] = useState('');
  const clients = useClientOptions(clientSearch);
  const balance = useClientBalance(client?.id ?? null);
  const [lines, setLines] = useState<CartLine[]>(() => (reservation ? reservationLines(reservation) : []));
  const [payments, setPayments] = useState<PaymentRow[]>([]);
  const [tips, setTips] = useState<TipRow[]>([]);
  const [overpayment, setOverpayment] = useState<'cambio' | 'abono'>('cambio');
  const [process, setProcess] = useState<ChargeProcess>({ state: 'charge' });
  // A cart, a payment or a tip added since the dialog opened: a close asks first.
  const dirty = useChanged([lines, payments, tips]);
  const charge = useCharge();

  useEffect(() => {
    if (!siteId && sites[0]) {
      setSiteId(sites[0].id);
    }
  }, [siteId, sites]);

  const now = useMemo(() => wallClock(site?.time_zone ?? DEFAULT_TIME_ZONE), [site?.time_zone]);
  const priced = catalog.data ? priceLines(lines, catalog.data, siteId, now) : [];
  const subtotal = priced.reduce((sum, line) => sum + line.planned.total + line.planned.discountTotal, 0);
  const discounts = priced.reduce((sum, line) => sum + line.planned.discountTotal, 0);
  const total = priced.reduce((sum, line) => sum + line.planned.total, 0);
  const paymentAmounts = payments.map((row) => ({
    key: row.key,
    method: row.method,
    amount: amountOf(row.text) ?? 0,
  }));
  const tipAmounts = tips.map((tip) => ({ ...tip, amount: amountOf(tip.text) }));
  const money = moneySummary({
    total,
    balance: balance.data?.balance ?? 0,
    advance: reservation?.advance ?? 0,
    payments: paymentAmounts,
    tips: tipAmounts.reduce((sum, tip) => sum + (tip.amount ?? 0), 0),
  });
  const kind = depositCreditType(money.balance);
  const problems = [
    drawerClosed ? t('sales.problemDrawer') : null,
    priced.length === 0 ? t('sales.problemEmpty') : null,
    priced.some((line) => line.unitPrice === null) ? t('sales.problemNoPrice') : null,
    priced.some((line) => line.kind === 'service' && !line.specialistId)
      ? t('sales.problemSpecialist')
      : null,
    payments.some((row) => amountOf(row.text) === null) || tipAmounts.some((tip) => tip.amount === null)
      ? t('sales.pesosInvalid')
      : null,
    tipAmounts.some((tip) => !tip.specialistId || !tip.amount) ? t('sales.problemTip') : null,
    money.remaining > 0 ? t('sales.remaining', { amount: formatMoney(money.remaining) }) : null,
    (money.credit > 0 || (money.over > 0 && overpayment === 'abono')) && !client
      ? t('sales.needsClient')
      : null,
  ].filter((text): text is string => Boolean(text));

  const submit = async () => {
    setProcess({ state: 'charge' });
    // Spec section 8: a charge failure is stored in the response state and shown.
    const outcome = await chargeOutcome(() =>
      charge.mutateAsync({
        pendingSaleId: reservation?.pendingSaleId ?? null,
        body: {
          site_id: siteId,
          client_id: client?.id ?? null,
          service_reservation_id: reservation?.id ?? null,
          cart_type: priced.some((line) => line.kind === 'service') ? 'service' : 'product',
          sale_method: 'venta',
          lines: priced.map(lineRequest),
          payments: paymentAmounts
            .filter((p) => p.amount > 0)
            .map((p) => ({ amountPay: p.amount, paymentMethod: p.method })),
          overpayment,
          tips: tipAmounts.map((tip) => ({
            specialist_id: tip.specialistId!,
            amount: tip.amount!,
            paymentMethod: tip.method,
          })),
          total,
          pending: false,
        },
      }),
    );
    setProcess(outcome);
  };

  const title = reservation ? t('sales.chargeReservation', { id: reservation.id }) : t('sales.newSale');

  if (process.state === 'success') {
    return <ChargeSuccess sale={process.sale} title={title} onClose={onClose} fullScreen={phone} />;
  }

  return (
    <FormDialog
      dirty={dirty}
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      fullScreen={phone}
      aria-labelledby="checkout-title"
    >
      <DialogTitle id="checkout-title">{title}</DialogTitle>
      <DialogContent dividers>
        {!catalog.data ? (
          <CenteredSpinner />
        ) : (
          <Grid container spacing={3}>
            {drawerClosed && (
              <Grid size={12}>
                <DrawerClosedNotice
                  siteId={siteId}
                  siteName={site?.name ?? ''}
                  canOpen={permissions.has('cash_drawer:create')}
                />
              </Grid>
            )}
            <Grid size={{ xs: 12, md: 7 }}>
              <Stack spacing={2}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  {!reservation && sites.length > 1 && (
                    <TextField
                      select
                      size="small"
                      label={t('common.site')}
                      value={siteId || ''}
                      onChange={(event) => setSiteId(Number(event.target.value))}
                      sx={{ minWidth: 180 }}
                    >
                      {sites.map((item) => (
                        <MenuItem key={item.id} value={item.id}>
                          {item.name}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                  <Autocomplete
                    sx={{ flexGrow: 1 }}
                    size="small"
                    options={clients.data ?? []}
                    value={client}
                    disabled={Boolean(reservation?.client_id)}
                    onChange={(_, value) => setClient(value)}
                    onInputChange={(_, value, reason) => reason === 'input' && setClientSearch(value)}
                    filterOptions={(options) => options}
                    getOptionLabel={(option) =>
                      `${clientName(option)}${option.phone ? ` · ${option.phone}` : ''}`
                    }
                    isOptionEqualToValue={(option, value) => option.id === value.id}
                    renderInput={(params) => (
                      <TextField {...params} label={t('sales.client')} placeholder={t('sales.clientHelp')} />
                    )}
                    noOptionsText={t('sales.noClients')}
                  />
                </Stack>
                {client && balance.data && (
                  <Box data-testid="client-balance-chip">
                    <Chip
                      color={kind === 'credito' ? 'error' : kind === 'abono' ? 'success' : 'default'}
                      label={
                        kind === 'credito'
                          ? t('sales.owes', { amount: formatMoney(-money.balance) })
                          : kind === 'abono'
                            ? t('sales.hasBalance', { amount: formatMoney(money.balance) })
                            : t('sales.noBalance')
                      }
                    />
                  </Box>
                )}
                <AddLineField
                  catalog={catalog.data}
                  siteId={siteId}
                  onAdd={(option) => {
                    const existing =
                      option.kind === 'product' &&
                      lines.find((line) => line.kind === 'product' && line.itemId === option.id);
                    if (existing) {
                      setLines(
                        lines.map((line) =>
                          line === existing ? { ...line, amount: line.amount + 1 } : line,
                        ),
                      );
                      return;
                    }
                    const offered =
                      catalog.data.services.find((service) => service.id === option.id)?.service_specialist ??
                      [];
                    setLines([
                      ...lines,
                      {
                        key: rowKey(),
                        kind: option.kind,
                        itemId: option.id,
                        name: option.name,
                        amount: 1,
                        specialistId: option.kind === 'service' ? (offered[0]?.specialist_id ?? null) : null,
                        priceChange: null,
                      },
                    ]);
                  }}
                />
                <CartLines
                  lines={priced}
                  catalog={catalog.data}
                  canChangePrice={permissions.has('sales:update')}
                  onChange={(key, patch) =>
                    setLines(lines.map((line) => (line.key === key ? { ...line, ...patch } : line)))
                  }
                  onRemove={(key) => setLines(lines.filter((line) => line.key !== key))}
                />
                <TipsPanel
                  specialists={catalog.data.specialists}
                  methods={catalog.data.methods}
                  tips={tips}
                  setTips={setTips}
                />
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Stack spacing={2}>
                <TotalsBox subtotal={subtotal} discounts={discounts} money={money} />
                <Divider />
                <PaymentsPanel
                  methods={catalog.data.methods}
                  payments={payments}
                  setPayments={setPayments}
                  money={money}
                  overpayment={overpayment}
                  setOverpayment={setOverpayment}
                  hasClient={Boolean(client)}
                />
                {process.state === 'error' && (
                  <Alert severity="error" data-testid="charge-error">
                    {process.message}
                  </Alert>
                )}
              </Stack>
            </Grid>
          </Grid>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {problems[0] && priced.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {problems[0]}
          </Typography>
        )}
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={problems.length > 0 || charge.isPending}
          data-testid="charge"
        >
          {charge.isPending
            ? t('sales.charging')
            : t('sales.chargeAmount', { amount: formatMoney(money.toCollect) })}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}

function ChargeSuccess({
  sale,
  title,
  onClose,
  fullScreen,
}: {
  sale: ChargedSale;
  title: string;
  onClose: () => void;
  fullScreen: boolean;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const receipt = (mode: 'download' | 'print') =>
    openReceipt(sale.id, mode).catch((error: unknown) => setProblem(httpErrorMessage(error)));
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth fullScreen={fullScreen}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }} data-testid="charge-success">
          <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
          <Typography variant="h2">{t('sales.charged', { id: sale.id })}</Typography>
          <Typography>{t('sales.chargedTotal', { amount: formatMoney(sale.total) })}</Typography>
          {sale.deposit_used > 0 && (
            <Typography>{t('sales.chargedDeposit', { amount: formatMoney(sale.deposit_used) })}</Typography>
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
