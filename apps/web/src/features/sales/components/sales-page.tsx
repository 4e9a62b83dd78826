import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { chargeBlock } from '@sari/domain/reservation-status';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/navigation/screen';
import { useShellNavigation } from '../../../shared/navigation/shell-navigation';
import { useCurrentUser } from '../../../shared/session/current-user';
import { PageHeader } from '../../../shared/ui/page-header';
import { CheckoutDialog } from './checkout-dialog';
import { ClientMoneyDialog } from './client-money-dialog';
import { SaleDetailDialog } from './sale-detail-dialog';
import { SalesFilters } from './sales-filters';
import { SalesTable } from './sales-table';
import { useSalesPage } from './use-sales-page';

// Ventas: every sale with its filters; a counter sale, the charge of a reservation
// (?cobrar=<reservation id>), a client's deposit or credit payment (?abono=<client id>) and a gift
// card or a session package sold to a client (?tarjeta= or ?plan=<client id>, decisions 050, 051).
export function SalesPage({ screen }: ScreenProps) {
  const { t } = useTranslation();
  const { sectionTabs } = useShellNavigation();
  const category = useCurrentUser().data?.category ?? 'centro_belleza';
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const tabs = screen.menu.kind === 'tab' ? sectionTabs(screen.menu.section, category) : undefined;
  const page = useSalesPage();
  const { cobrar, abono, reservation, toCharge, setToCharge, dropParam, defaultSite } = page;
  // A paid or cancelled visit is not charged again: the page says so instead of opening the cart.
  const block = reservation.data ? chargeBlock(reservation.data) : null;

  return (
    <>
      <PageHeader title={t(screen.title)} tabs={tabs} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Stack direction="row" spacing={1} sx={{ flexGrow: 1, flexWrap: 'wrap', gap: 1 }}>
          {permissions.has('sales:create') && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => page.setSelling(true)}
              data-testid="new-sale"
            >
              {t('sales.newSale')}
            </Button>
          )}
        </Stack>
      </Stack>
      {cobrar && reservation.isError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => dropParam('cobrar')}>
          {t('sales.reservationNotFound')}
        </Alert>
      )}
      {cobrar && !toCharge && block && (
        <Alert severity="info" sx={{ mb: 2 }} onClose={() => dropParam('cobrar')}>
          {t(block === 'pagada' ? 'sales.reservationPaid' : 'sales.reservationCancelled', { id: cobrar })}
        </Alert>
      )}
      <SalesFilters page={page} />
      <SalesTable page={page} />
      {page.selling && <CheckoutDialog siteId={defaultSite} onClose={() => page.setSelling(false)} />}
      {toCharge && (
        <CheckoutDialog
          siteId={toCharge.site_id}
          reservation={toCharge}
          onClose={() => {
            setToCharge(null);
            dropParam('cobrar');
          }}
        />
      )}
      {page.sellFor && (
        <CheckoutDialog
          siteId={defaultSite}
          sellFor={page.sellFor}
          onClose={() => dropParam(page.sellParam)}
        />
      )}
      {abono && (
        <ClientMoneyDialog clientId={abono} siteId={defaultSite} onClose={() => dropParam('abono')} />
      )}
      {page.viewing && <SaleDetailDialog saleId={page.viewing} onClose={() => page.setViewing(null)} />}
    </>
  );
}
