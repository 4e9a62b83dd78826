import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDayNumeric } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { DEFAULT_TIME_ZONE, wallClock } from '@sari/domain/zoned-time';
import { useTranslation } from 'react-i18next';
import type { WalletInstrument } from '../api/get-client-wallet';

const ON_WIDE = { display: { xs: 'none', sm: 'table-cell' } };
const ON_PHONE = { display: { xs: 'block', sm: 'none' } };

// An instrument's history: each entry with its day at the selling site, its sale and what it
// moved; a package's extension with its new last day and reason (decision 051).
export function WalletHistoryTable({
  instrument,
  timeZone,
  id,
}: {
  instrument: WalletInstrument;
  timeZone: string | undefined;
  id: string;
}) {
  const { t } = useTranslation();
  const pesos = instrument.unit === 'pesos';
  // Signed as every amount is (formatMoney): '-$60.000', '+$100.000'; sessions '-1', '+10'.
  const units = (value: number) =>
    pesos ? formatMoney(value, { plus: true }) : `${value > 0 ? '+' : ''}${value}`;
  // Its sale; a card's pesos taken at online booking: that reservation (decision 056).
  const sale = (entry: WalletInstrument['history'][number]) =>
    entry.history_payment_id
      ? t('wallet.saleNumber', { id: entry.history_payment_id })
      : entry.service_reservation_id
        ? t('wallet.onlineReservation', { id: entry.service_reservation_id })
        : '—';
  const day = (at: string) => formatDayNumeric(wallClock(timeZone ?? DEFAULT_TIME_ZONE, new Date(at)).date);
  const entryKind = (kind: string) =>
    t(
      instrument.kind === 'package'
        ? `wallet.packageEntryKinds.${kind}`
        : instrument.kind === 'membership'
          ? `wallet.membershipEntryKinds.${kind}`
          : `wallet.entryKinds.${kind}`,
    );
  return (
    <Table
      size="small"
      id={id}
      data-testid="wallet-history"
      aria-label={t('wallet.history')}
      sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('wallet.date')}</TableCell>
          <TableCell>{t('wallet.movement')}</TableCell>
          <TableCell sx={ON_WIDE}>{t('wallet.sale')}</TableCell>
          <TableCell align="right">{t('wallet.units')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {instrument.history.map((entry) => (
          <TableRow key={entry.id} data-testid="wallet-entry">
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(entry.at)}</TableCell>
            <TableCell>
              {entryKind(entry.kind)}
              {(entry.kind === 'extend' || entry.kind === 'resume') && entry.expires_on && (
                <Typography variant="body2" color="text.secondary" data-testid="wallet-extension">
                  {t('wallet.extendedTo', {
                    date: formatDayNumeric(entry.expires_on),
                    reason: entry.reason ?? '',
                  })}
                </Typography>
              )}
              {(entry.kind === 'pause' || entry.kind === 'cancel') && entry.reason && (
                <Typography variant="body2" color="text.secondary">
                  {entry.reason}
                </Typography>
              )}
              {/* A phone reads the sale under the movement. */}
              <Typography variant="body2" color="text.secondary" sx={ON_PHONE}>
                {sale(entry)}
              </Typography>
            </TableCell>
            <TableCell sx={ON_WIDE}>{sale(entry)}</TableCell>
            <TableCell
              align="right"
              sx={{ whiteSpace: 'nowrap', color: entry.units <= 0 ? 'text.secondary' : 'success.dark' }}
            >
              {entry.units === 0 ? '—' : units(entry.units)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
