import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@sari/domain/money';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useCurrentUser } from '../../../shared/session/current-user';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { ListPagination } from '../../../shared/ui/list-parts';
import { SectionCard } from '../../../shared/ui/section-card';
import { usePurchaseOrders } from '../api/get-purchase-orders';
import { useSupplier } from '../api/get-supplier';
import { useSupplierSummary } from '../api/get-supplier-summary';
import { PurchaseOrderTable } from './purchase-order-table';
import { ShoppingHeader } from './shopping-header';
import { SupplierDeleteDialog } from './supplier-delete-dialog';
import { SupplierFormDialog } from './supplier-form-dialog';

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', py: 0.5, gap: 2 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ textAlign: 'right', overflowWrap: 'anywhere' }}>{value || '—'}</Typography>
    </Stack>
  );
}

// A supplier's data, its account (received, returned, paid, owed) and its orders.
export function SupplierDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const supplier = useSupplier(id);
  const summary = useSupplierSummary(id);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const orders = usePurchaseOrders({ statuses: [], supplierId: id, siteId: 0, page, pageSize });
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (supplier.isLoading) {
    return <CenteredSpinner />;
  }
  const back = (
    <Button component={RouterLink} to="/shopping/suppliers" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      {t('purchases.backToSuppliers')}
    </Button>
  );
  if (!supplier.data) {
    return (
      <Box>
        <ShoppingHeader />
        {back}
        <Alert severity="info">{t('purchases.supplierNotFound')}</Alert>
      </Box>
    );
  }
  const data = supplier.data;
  const account = summary.data;
  return (
    <Box>
      <ShoppingHeader />
      {back}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h2" data-testid="supplier-name">
            {data.name}
          </Typography>
          {!data.is_active && <Chip size="small" label={t('crud.inactive')} sx={{ mt: 1 }} />}
        </Box>
        <Stack direction="row" spacing={1}>
          {permissions.has('shopping:update') && (
            <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
              {t('crud.edit')}
            </Button>
          )}
          {permissions.has('shopping:delete') && (
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => setDeleting(true)}
            >
              {t('crud.delete')}
            </Button>
          )}
        </Stack>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title={t('purchases.data')}>
            <Fact label={t('purchases.taxId')} value={data.tax_id} />
            <Fact label={t('purchases.contact')} value={data.contact_name} />
            <Fact label={t('purchases.phone')} value={data.phone} />
            <Fact label={t('purchases.email')} value={data.email} />
            <Fact label={t('purchases.address')} value={data.address} />
            <Fact label={t('purchases.paymentTerms')} value={data.payment_terms} />
            {data.notes && <Typography sx={{ mt: 1.5, whiteSpace: 'pre-line' }}>{data.notes}</Typography>}
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title={t('purchases.account')} testId="supplier-account">
            <Fact label={t('purchases.ordersCount')} value={String(account?.orders ?? '…')} />
            <Fact label={t('purchases.received')} value={account ? formatMoney(account.received) : '…'} />
            <Fact label={t('purchases.returned')} value={account ? formatMoney(account.returned) : '…'} />
            <Fact label={t('purchases.paid')} value={account ? formatMoney(account.paid) : '…'} />
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', pt: 1, mt: 1, borderTop: 1, borderColor: 'divider' }}
            >
              <Typography sx={{ fontWeight: 700 }}>{t('purchases.owed')}</Typography>
              <Typography
                sx={{ fontWeight: 700 }}
                color={account && account.owed > 0 ? 'error.main' : undefined}
                data-testid="supplier-owed"
              >
                {account ? formatMoney(account.owed) : '…'}
              </Typography>
            </Stack>
          </SectionCard>
        </Grid>
        <Grid size={12}>
          <Card>
            <Typography variant="h3" sx={{ p: 2, pb: 1 }}>
              {t('purchases.supplierOrders')}
            </Typography>
            <PurchaseOrderTable
              rows={orders.data?.data ?? []}
              loading={orders.isLoading}
              showSupplier={false}
            />
            <ListPagination
              count={orders.data?.meta?.filter_count ?? 0}
              page={page}
              pageSize={pageSize}
              onPage={setPage}
              onPageSize={setPageSize}
            />
          </Card>
        </Grid>
      </Grid>
      {editing && <SupplierFormDialog supplier={data} onClose={() => setEditing(false)} />}
      {deleting && (
        <SupplierDeleteDialog
          supplier={data}
          canDeactivate={permissions.has('shopping:update')}
          onClose={() => setDeleting(false)}
        />
      )}
    </Box>
  );
}
