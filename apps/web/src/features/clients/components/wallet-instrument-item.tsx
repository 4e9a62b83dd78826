import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDayNumeric } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { type InstrumentState, instrumentState } from '@sari/domain/wallet';
import { DEFAULT_TIME_ZONE, wallClock } from '@sari/domain/zoned-time';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletInstrument } from '../api/get-client-wallet';

const ICONS = { gift_card: CardGiftcardIcon, package: EventRepeatIcon, membership: CardMembershipIcon };
const ON_WIDE = { display: { xs: 'none', sm: 'table-cell' } };
const ON_PHONE = { display: { xs: 'block', sm: 'none' } };
const STATE_COLORS: Record<InstrumentState, 'success' | 'default' | 'warning'> = {
  activa: 'success',
  anulada: 'default',
  vencida: 'warning',
  agotada: 'default',
};

// One gift card, package or membership of the client's wallet: what is left of what it held,
// until when, its state, and its history (each entry with its day at the selling site and sale).
export function WalletInstrumentItem({
  instrument,
  timeZone,
}: {
  instrument: WalletInstrument;
  timeZone: string | undefined;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const historyId = useId();
  const state = instrumentState(instrument);
  const Icon = ICONS[instrument.kind];
  const pesos = instrument.unit === 'pesos';
  const units = (value: number) => (pesos ? formatMoney(value) : String(value));
  const sale = (id: number | null) => (id ? t('wallet.saleNumber', { id }) : '—');
  const day = (at: string) => formatDayNumeric(wallClock(timeZone ?? DEFAULT_TIME_ZONE, new Date(at)).date);
  const name = `${t(`wallet.kinds.${instrument.kind}`)}${
    instrument.code_end ? ` ${t('wallet.codeEnd', { end: instrument.code_end })}` : ''
  }`;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="wallet-instrument">
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Icon color="primary" sx={{ mt: 0.25 }} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          {instrument.recipient_name && (
            <Typography variant="body2" color="text.secondary">
              {t('wallet.forRecipient', { name: instrument.recipient_name })}
            </Typography>
          )}
        </Box>
        <Chip
          size="small"
          color={STATE_COLORS[state]}
          label={t(`wallet.statuses.${state}`)}
          data-testid="wallet-state"
        />
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="p" data-testid="wallet-left">
          {pesos
            ? t('wallet.left', { amount: formatMoney(instrument.left) })
            : t('wallet.sessionsLeft', { left: instrument.left, initial: instrument.initial })}
        </Typography>
        {pesos && (
          <Typography variant="body2" color="text.secondary">
            {t('wallet.leftOf', { amount: formatMoney(instrument.initial) })}
          </Typography>
        )}
      </Stack>
      <LinearProgress
        variant="determinate"
        value={instrument.initial > 0 ? (100 * Math.max(0, instrument.left)) / instrument.initial : 0}
        color={state === 'activa' ? 'primary' : 'inherit'}
        sx={{ my: 1, borderRadius: 1 }}
        aria-hidden
      />
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="body2" color={state === 'vencida' ? 'warning.dark' : 'text.secondary'}>
          {instrument.expires_on
            ? t(instrument.expired ? 'wallet.expired' : 'wallet.expires', {
                date: formatDayNumeric(instrument.expires_on),
              })
            : t('wallet.noExpiry')}
        </Typography>
        <Button
          size="small"
          onClick={() => setOpen(!open)}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          aria-expanded={open}
          aria-controls={historyId}
        >
          {`${open ? t('wallet.hideHistory') : t('wallet.showHistory')} (${instrument.history.length})`}
        </Button>
      </Stack>
      <Collapse in={open} unmountOnExit>
        <Table
          size="small"
          id={historyId}
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
                  {t(`wallet.entryKinds.${entry.kind}`)}
                  {/* A phone reads the sale under the movement. */}
                  <Typography variant="body2" color="text.secondary" sx={ON_PHONE}>
                    {sale(entry.history_payment_id)}
                  </Typography>
                </TableCell>
                <TableCell sx={{ ...ON_WIDE, whiteSpace: 'nowrap' }}>
                  {sale(entry.history_payment_id)}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ whiteSpace: 'nowrap', color: entry.units < 0 ? 'text.secondary' : 'success.dark' }}
                >
                  {`${entry.units < 0 ? '−' : '+'}${units(Math.abs(entry.units))}`}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Collapse>
    </Paper>
  );
}
