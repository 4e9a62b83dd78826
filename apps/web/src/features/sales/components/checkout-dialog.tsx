import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatMoney } from '@sari/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/session/current-user';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { FormDialog } from '../../../shared/ui/form-dialog';
import type { ReservationToCharge } from '../api/get-reservation';
import type { ClientOption } from '../api/sales-keys';
import { AddLineField } from './add-line-field';
import { CartLines } from './cart-lines';
import { ChargeSuccess } from './charge-success';
import { CheckoutClientFields } from './checkout-client-fields';
import { DrawerClosedNotice } from './drawer-notice';
import { GiftCardLineDialog } from './gift-card-line-dialog';
import { PackageLineDialog } from './package-line-dialog';
import { PaymentsPanel } from './payments-panel';
import { TipsPanel } from './tips-panel';
import { TotalsBox } from './totals-box';
import { useCheckout } from './use-checkout';

// The checkout: a counter sale, or the charge of a reservation with its cart prefilled; opened
// for a client to sell a gift card or a session package (`sellFor`), it starts with the client and
// that line's dialog.
export function CheckoutDialog({
  siteId: initialSite,
  reservation,
  sellFor,
  onClose,
}: {
  siteId: number;
  reservation?: ReservationToCharge;
  sellFor?: { client: ClientOption; kind: 'gift_card' | 'package' | 'membership' };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const checkout = useCheckout(initialSite, reservation, sellFor?.client);
  const [addingGiftCard, setAddingGiftCard] = useState(sellFor?.kind === 'gift_card');
  // A package or a membership (decision 055) being picked: one dialog for both.
  const [addingPackage, setAddingPackage] = useState<'package' | 'membership' | null>(
    sellFor?.kind === 'package' || sellFor?.kind === 'membership' ? sellFor.kind : null,
  );
  const { catalog, priced, money, process, problems, charge } = checkout;

  const title = reservation ? t('sales.chargeReservation', { id: reservation.id }) : t('sales.newSale');

  if (process.state === 'success') {
    return (
      <ChargeSuccess
        sale={process.sale}
        reservationId={reservation?.id}
        onClose={onClose}
        fullScreen={phone}
        packageName={(id) => catalog.data?.packages.find((item) => item.id === id)?.name ?? ''}
        membershipName={(id) => catalog.data?.memberships?.find((item) => item.id === id)?.name ?? ''}
      />
    );
  }

  return (
    <FormDialog
      dirty={checkout.dirty}
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
            {checkout.drawerClosed && (
              <Grid size={12}>
                <DrawerClosedNotice
                  siteId={checkout.siteId}
                  siteName={checkout.site?.name ?? ''}
                  canOpen={permissions.has('cash_drawer:create')}
                />
              </Grid>
            )}
            <Grid size={{ xs: 12, md: 7 }}>
              <Stack spacing={2}>
                <CheckoutClientFields checkout={checkout} reservation={reservation} />
                <AddLineField
                  catalog={catalog.data}
                  siteId={checkout.siteId}
                  onAdd={checkout.addLine}
                  onGiftCard={() => setAddingGiftCard(true)}
                  onPackage={() => setAddingPackage('package')}
                  onMembership={() => setAddingPackage('membership')}
                />
                <CartLines
                  lines={priced}
                  catalog={catalog.data}
                  canChangePrice={permissions.has('sales:update')}
                  onChange={checkout.changeLine}
                  onRemove={checkout.removeLine}
                />
                <TipsPanel
                  specialists={catalog.data.specialists}
                  methods={catalog.data.methods}
                  tips={checkout.tips}
                  setTips={checkout.setTips}
                />
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Stack spacing={2}>
                <TotalsBox
                  subtotal={checkout.subtotal}
                  discounts={checkout.discounts}
                  memberDiscounts={checkout.memberDiscounts}
                  money={money}
                  cardAdvance={reservation?.cardAdvance}
                />
                <Divider />
                <PaymentsPanel
                  methods={catalog.data.methods}
                  payments={checkout.payments}
                  setPayments={checkout.setPayments}
                  money={money}
                  overpayment={checkout.overpayment}
                  setOverpayment={checkout.setOverpayment}
                  clientId={checkout.client?.id ?? null}
                  giftCards={checkout.giftCards}
                  setGiftCards={checkout.setGiftCards}
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
          onClick={checkout.submit}
          disabled={problems.length > 0 || charge.isPending}
          data-testid="charge"
        >
          {charge.isPending
            ? t('sales.charging')
            : t('sales.chargeAmount', { amount: formatMoney(money.toCollect) })}
        </Button>
      </DialogActions>
      {addingGiftCard && (
        <GiftCardLineDialog
          onClose={() => setAddingGiftCard(false)}
          onSave={(details) => {
            checkout.addGiftCard(details);
            setAddingGiftCard(false);
          }}
        />
      )}
      {addingPackage && catalog.data && (
        <PackageLineDialog
          catalog={catalog.data}
          siteId={checkout.siteId}
          hasClient={Boolean(checkout.client)}
          kind={addingPackage}
          onClose={() => setAddingPackage(null)}
          onSave={(item) => {
            checkout.addPackage(item, addingPackage);
            setAddingPackage(null);
          }}
        />
      )}
    </FormDialog>
  );
}
