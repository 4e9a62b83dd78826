import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sari/domain/dates';
import { addDays } from '@sari/domain/local-days';
import { formatMoney } from '@sari/domain/money';
import { DEFAULT_TIME_ZONE, wallClock } from '@sari/domain/zoned-time';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePaymentMethodLabel } from '../../../shared/api/use-payment-method-label';
import { useSites } from '../../../shared/api/use-sites';
import { DateField } from '../../../shared/forms/date-field';
import type { ScreenProps } from '../../../shared/navigation/screen';
import { useShellNavigation } from '../../../shared/navigation/shell-navigation';
import { useCurrentUser } from '../../../shared/session/current-user';
import { useSelectedSite } from '../../../shared/session/site-selection';
import { EmptyRow, ListPagination } from '../../../shared/ui/list-parts';
import { PageHeader } from '../../../shared/ui/page-header';
import { useClientOptions } from '../api/get-client-options';
import { useFilterOptions } from '../api/get-filter-options';
import { type ReservationToCharge, useReservationToCharge } from '../api/get-reservation';
import { useSales } from '../api/get-sales';
import { type ClientOption, clientName, type SalesFilters } from '../api/sales-keys';
import { CheckoutDialog } from './checkout-dialog';
import { ClientMoneyDialog } from './client-money-dialog';
import { SaleDetailDialog } from './sale-detail-dialog';

const NOT_PHONE = { display: { xs: 'none', sm: 'table-cell' } };

export const STATUS_COLOR: Record<string, 'success' | 'warning' | 'default' | 'info'> = {
  pagado: 'success',
  parcial: 'warning',
  anulado: 'default',
  pendiente: 'info',
};

// Ventas: every sale with its filters; a counter sale, the charge of a reservation
// (?cobrar=<reservation id>) and a client's deposit or credit payment (?abono=<client id>).
export function SalesPage({ screen }: ScreenProps) {
  const { t } = useTranslation();
  const { sectionTabs } = useShellNavigation();
  const category = useCurrentUser().data?.category ?? 'centro_belleza';
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const tabs = screen.menu.kind === 'tab' ? sectionTabs(screen.menu.section, category) : undefined;
  const selectedSite = useSelectedSite();
  const sites = useSites().data ?? [];
  const [params, setParams] = useSearchParams();
  const cobrar = /^\d{1,10}$/.test(params.get('cobrar') ?? '') ? Number(params.get('cobrar')) : null;
  const abono = /^\d{1,10}$/.test(params.get('abono') ?? '') ? Number(params.get('abono')) : null;
  const reservation = useReservationToCharge(cobrar);
  const timeZone =
    sites.find((site) => site.id === selectedSite)?.time_zone ?? sites[0]?.time_zone ?? DEFAULT_TIME_ZONE;
  const today = wallClock(timeZone).date;
  const [filters, setFilters] = useState<SalesFilters>({
    from: addDays(today, -6),
    to: today,
    siteId: selectedSite,
    clientId: null,
    specialistId: null,
    method: '',
    page: 0,
    pageSize: 25,
  });
  const set = (patch: Partial<SalesFilters>) => setFilters({ ...filters, page: 0, ...patch });
  const sales = useSales(filters);
  const options = useFilterOptions();
  const [clientSearch, setClientSearch] = useState('');
  const clients = useClientOptions(clientSearch);
  const [filterClient, setFilterClient] = useState<ClientOption | null>(null);
  const [selling, setSelling] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  // The reservation being charged stays on screen until closed, even once it reads as paid.
  const [toCharge, setToCharge] = useState<ReservationToCharge | null>(null);
  useEffect(() => {
    if (reservation.data && !reservation.data.is_paid && reservation.data.id === cobrar) {
      setToCharge((current) => current ?? reservation.data);
    }
  }, [reservation.data, cobrar]);
  const dropParam = (name: string) => {
    params.delete(name);
    setParams(params, { replace: true });
  };
  const methodName = usePaymentMethodLabel();
  const defaultSite = filters.siteId || selectedSite || sites[0]?.id || 0;

  return (
    <>
      <PageHeader title={t(screen.title)} tabs={tabs} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Stack direction="row" spacing={1} sx={{ flexGrow: 1, flexWrap: 'wrap', gap: 1 }}>
          {permissions.has('sales:create') && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setSelling(true)}
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
      {cobrar && !toCharge && reservation.data?.is_paid && (
        <Alert severity="info" sx={{ mb: 2 }} onClose={() => dropParam('cobrar')}>
          {t('sales.reservationPaid', { id: cobrar })}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ flexWrap: 'wrap', gap: 2 }}
          data-testid="sales-filters"
        >
          <DateField
            size="small"
            label={t('sales.from')}
            value={filters.from}
            onChange={(day) => day && set({ from: day })}
          />
          <DateField
            size="small"
            label={t('sales.to')}
            value={filters.to}
            onChange={(day) => day && set({ to: day })}
          />
          <TextField
            select
            size="small"
            label={t('common.site')}
            value={filters.siteId}
            onChange={(event) => set({ siteId: Number(event.target.value) })}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value={0}>{t('common.allSites')}</MenuItem>
            {sites.map((site) => (
              <MenuItem key={site.id} value={site.id}>
                {site.name}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete
            size="small"
            sx={{ minWidth: 220, flexGrow: 1 }}
            options={clients.data ?? []}
            value={filterClient}
            onChange={(_, value) => {
              setFilterClient(value);
              set({ clientId: value?.id ?? null });
            }}
            onInputChange={(_, value, reason) => reason === 'input' && setClientSearch(value)}
            filterOptions={(items) => items}
            getOptionLabel={clientName}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            renderInput={(props) => <TextField {...props} label={t('sales.client')} />}
            noOptionsText={t('sales.noClients')}
          />
          <TextField
            select
            size="small"
            label={t('sales.specialist')}
            value={filters.specialistId ?? 0}
            onChange={(event) => set({ specialistId: Number(event.target.value) || null })}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value={0}>{t('sales.all')}</MenuItem>
            {options.data?.specialists.map((specialist) => (
              <MenuItem key={specialist.id} value={specialist.id}>
                {`${specialist.name} ${specialist.last_name ?? ''}`.trim()}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('sales.method')}
            value={filters.method}
            onChange={(event) => set({ method: event.target.value })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">{t('sales.all')}</MenuItem>
            {options.data?.methods.map((method) => (
              <MenuItem key={method.code} value={method.code}>
                {method.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Paper>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" data-testid="sales-table">
          <TableHead>
            <TableRow>
              <TableCell sx={NOT_PHONE}>#</TableCell>
              <TableCell sx={NOT_PHONE}>{t('sales.date')}</TableCell>
              <TableCell>{t('sales.client')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('common.site')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('sales.methods')}</TableCell>
              <TableCell align="right">{t('sales.total')}</TableCell>
              <TableCell>{t('sales.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sales.data?.data.length === 0 && <EmptyRow colSpan={7} text={t('sales.noSales')} />}
            {sales.data?.data.map((sale) => (
              <TableRow
                key={sale.id}
                hover
                sx={{ cursor: 'pointer' }}
                onClick={() => setViewing(sale.id)}
                aria-label={t('sales.saleNumber', { id: sale.id })}
              >
                <TableCell sx={NOT_PHONE}>{sale.id}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', ...NOT_PHONE }}>{formatDate(sale.day)}</TableCell>
                <TableCell>
                  {sale.client ? clientName(sale.client) : t('sales.noClient')}
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: { xs: 'block', sm: 'none' } }}
                  >
                    #{sale.id} · {formatDate(sale.day)}
                  </Typography>
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{sale.site_name}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {sale.methods.map(methodName).join(', ') || '—'}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(sale.total)}
                  {sale.refunded_total > 0 && (
                    <div>
                      <small>{t('sales.refundedShort', { amount: formatMoney(sale.refunded_total) })}</small>
                    </div>
                  )}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={STATUS_COLOR[sale.status] ?? 'default'}
                    label={t(`sales.statuses.${sale.status}`, sale.status)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <ListPagination
          count={sales.data?.meta?.filter_count ?? 0}
          page={filters.page}
          pageSize={filters.pageSize}
          onPage={(page) => setFilters({ ...filters, page })}
          onPageSize={(pageSize) => setFilters({ ...filters, pageSize, page: 0 })}
        />
      </TableContainer>
      {selling && <CheckoutDialog siteId={defaultSite} onClose={() => setSelling(false)} />}
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
      {abono && (
        <ClientMoneyDialog clientId={abono} siteId={defaultSite} onClose={() => dropParam('abono')} />
      )}
      {viewing && <SaleDetailDialog saleId={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
