import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import type { SaleDetail } from '../api/get-sale';
import { clientName } from '../api/sales-keys';

export const person = (named: { name: string; last_name?: string | null } | null) =>
  named ? `${named.name} ${named.last_name ?? ''}`.trim() : '—';

// The sale's heading: status, day, site, client and cashier.
export function SaleSummary({ sale }: { sale: SaleDetail }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Chip label={t(`sales.statuses.${sale.status}`, sale.status)} />
      <Typography>{formatDate(sale.date_created)}</Typography>
      <Typography color="text.secondary">· {sale.site_id.name}</Typography>
      <Typography color="text.secondary">
        · {sale.client_id ? clientName(sale.client_id) : t('sales.noClient')}
      </Typography>
      {sale.sari_user_id && (
        <Typography color="text.secondary">
          ·{' '}
          {t('sales.cashier', {
            name: `${sale.sari_user_id.first_name} ${sale.sari_user_id.last_name ?? ''}`.trim(),
          })}
        </Typography>
      )}
    </Stack>
  );
}

// What a line is called: a gift card, a package by its catalogue name (decision 051), else the
// service or product.
export function lineName(line: SaleDetail['history_payment_detail'][number], t: (key: string) => string) {
  if (line.line_type === 'gift_card') {
    return t('wallet.giftCardLine');
  }
  if (line.line_type === 'package') {
    return line.wallet_instrument?.[0]?.session_package_id?.name ?? t('checkoutPackages.line');
  }
  return (line.service_id ?? line.product_id)?.name ?? '';
}

// "Plan: 3 de 10" for a service a package paid, else null.
export function linePlan(line: SaleDetail['history_payment_detail'][number]) {
  const redeem = line.wallet_entry?.find((entry) => entry.kind === 'redeem');
  if (!line.package_session || !redeem?.wallet_instrument_id) {
    return null;
  }
  return { session: line.package_session, of: Number(redeem.wallet_instrument_id.initial_units) };
}

// The sale's lines (with discounts and refunded units) and its total.
export function SaleLinesTable({
  sale,
  refundedUnits,
}: {
  sale: SaleDetail;
  refundedUnits: (lineId: number) => number;
}) {
  const { t } = useTranslation();
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{t('sales.item')}</TableCell>
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('sales.specialist')}</TableCell>
          <TableCell align="right">{t('sales.quantity')}</TableCell>
          <TableCell align="right">{t('sales.total')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {sale.history_payment_detail.map((line) => (
          <TableRow key={line.id}>
            <TableCell>
              {lineName(line, t)}
              {linePlan(line) && (
                <Typography variant="body2" color="primary" data-testid="sale-line-plan">
                  {t('checkoutPackages.usedOnSale', linePlan(line)!)}
                </Typography>
              )}
              {line.discount_total > 0 && (
                <Typography variant="body2" color="text.secondary">
                  {t('sales.lineDiscount', { amount: formatMoney(-line.discount_total) })}
                </Typography>
              )}
              {refundedUnits(line.id) > 0 && (
                <Typography variant="body2" color="error">
                  {t('sales.unitsRefunded', { count: refundedUnits(line.id) })}
                </Typography>
              )}
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {person(line.specialist_id)}
            </TableCell>
            <TableCell align="right">{line.amount}</TableCell>
            <TableCell align="right">{formatMoney(line.total)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell colSpan={2} sx={{ fontWeight: 700, display: { xs: 'none', sm: 'table-cell' } }}>
            {t('sales.total')}
          </TableCell>
          <TableCell sx={{ fontWeight: 700, display: { xs: 'table-cell', sm: 'none' } }}>
            {t('sales.total')}
          </TableCell>
          <TableCell colSpan={2} align="right" sx={{ fontWeight: 700 }} data-testid="sale-total">
            {formatMoney(sale.total)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
