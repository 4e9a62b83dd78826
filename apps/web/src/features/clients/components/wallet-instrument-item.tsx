import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import UpdateIcon from '@mui/icons-material/Update';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDayNumeric } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { type InstrumentState, instrumentState } from '@sari/domain/wallet';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletInstrument } from '../api/get-client-wallet';
import { ExtendPackageDialog } from './extend-package-dialog';
import { MembershipActions } from './membership-actions';
import { MembershipFacts } from './membership-facts';
import { WalletHistoryTable } from './wallet-history-table';

const ICONS = { gift_card: CardGiftcardIcon, package: EventRepeatIcon, membership: CardMembershipIcon };
const STATE_COLORS: Record<InstrumentState, 'success' | 'default' | 'warning'> = {
  activa: 'success',
  anulada: 'default',
  vencida: 'warning',
  agotada: 'default',
  pausada: 'warning',
  cancelada: 'default',
};

// One gift card, package or membership of the client's wallet: what is left of what it held,
// until when, its state, and its history (each entry with its day at the selling site and sale).
// A package (decision 051) reads by its catalogue name, the services it covers and "Quedan 7 de
// 10 sesiones"; whoever may extend it (the refund permission) moves its last day from here.
export function WalletInstrumentItem({
  instrument,
  timeZone,
  canExtend = false,
  canSell = false,
  canUpdate = false,
}: {
  instrument: WalletInstrument;
  timeZone: string | undefined;
  canExtend?: boolean;
  canSell?: boolean;
  canUpdate?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [extending, setExtending] = useState(false);
  const historyId = useId();
  const state = instrumentState(instrument);
  const Icon = ICONS[instrument.kind];
  const pesos = instrument.unit === 'pesos';
  const isPackage = instrument.kind === 'package';
  const isMembership = instrument.kind === 'membership';
  const name =
    isPackage && instrument.session_package
      ? instrument.session_package.name
      : isMembership && instrument.membership_plan
        ? instrument.membership_plan.name
        : `${t(`wallet.kinds.${instrument.kind}`)}${
            instrument.code_end ? ` ${t('wallet.codeEnd', { end: instrument.code_end })}` : ''
          }`;
  const expiresOn = instrument.expires_on;
  const extendable = canExtend && isPackage && expiresOn !== null && instrument.status === 'activa';
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="wallet-instrument">
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Icon color="primary" sx={{ mt: 0.25 }} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
          {isPackage && (
            <Typography variant="body2" color="text.secondary" data-testid="wallet-covers">
              {instrument.session_package ? `${t('wallet.kinds.package')} · ` : ''}
              {t('wallet.covers', {
                services: instrument.services.map((service) => service.name).join(', ') || '—',
              })}
            </Typography>
          )}
          {isMembership && <MembershipFacts instrument={instrument} />}
          {instrument.recipient_name && (
            <Typography variant="body2" color="text.secondary">
              {t('wallet.forRecipient', { name: instrument.recipient_name })}
            </Typography>
          )}
        </Box>
        <Chip
          size="small"
          color={STATE_COLORS[state]}
          label={t(`wallet.${isPackage ? 'packageStatuses' : 'statuses'}.${state}`)}
          data-testid="wallet-state"
        />
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="p" data-testid="wallet-left">
          {pesos
            ? t('wallet.left', { amount: formatMoney(instrument.left) })
            : isMembership
              ? instrument.initial === 0
                ? t('wallet.membership.noIncluded')
                : t('wallet.membership.included', { left: instrument.left, initial: instrument.initial })
              : t(instrument.left === 1 ? 'wallet.sessionLeft' : 'wallet.sessionsLeft', {
                  left: instrument.left,
                  initial: instrument.initial,
                })}
        </Typography>
        {pesos && (
          <Typography variant="body2" color="text.secondary">
            {t('wallet.leftOf', { amount: formatMoney(instrument.initial) })}
          </Typography>
        )}
      </Stack>
      {/* A discount-only membership has nothing to use up: no bar (decision 055). */}
      {isMembership && instrument.initial === 0 ? (
        <Box sx={{ my: 1 }} />
      ) : (
        <LinearProgress
          variant="determinate"
          value={instrument.initial > 0 ? (100 * Math.max(0, instrument.left)) / instrument.initial : 0}
          color={state === 'activa' ? 'primary' : 'inherit'}
          sx={{ my: 1, borderRadius: 1 }}
          aria-hidden
        />
      )}
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography
          variant="body2"
          color={state === 'vencida' ? 'warning.dark' : 'text.secondary'}
          data-testid="wallet-expiry"
        >
          {instrument.expires_on
            ? t(instrument.expired ? 'wallet.expired' : 'wallet.expires', {
                date: formatDayNumeric(instrument.expires_on),
              })
            : t('wallet.noExpiry')}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', ml: 'auto' }}>
          {extendable && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<UpdateIcon />}
              onClick={() => setExtending(true)}
              data-testid="extend-package"
            >
              {t('wallet.extend')}
            </Button>
          )}
          {isMembership && (
            <MembershipActions
              instrument={instrument}
              canRenew={canSell}
              canUpdate={canUpdate}
              canCancel={canExtend}
            />
          )}
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
      </Stack>
      <Collapse in={open} unmountOnExit>
        <WalletHistoryTable instrument={instrument} timeZone={timeZone} id={historyId} />
      </Collapse>
      {extending && expiresOn && (
        <ExtendPackageDialog
          instrument={{ ...instrument, expires_on: expiresOn }}
          onClose={() => setExtending(false)}
        />
      )}
    </Paper>
  );
}
