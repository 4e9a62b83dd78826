import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDayNumeric } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { instrumentState } from '@sari/domain/wallet';
import { useTranslation } from 'react-i18next';
import type { CheckoutInstrument } from '../api/get-client-wallet';

// A gift card as the cashier checks it before taking from it: its end, what is left, its expiry
// and its state.
export function GiftCardFacts({ card }: { card: CheckoutInstrument }) {
  const { t } = useTranslation();
  const state = instrumentState(card);
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="gift-card-found">
      <CardLines card={card} />
      <Chip
        size="small"
        sx={{ mt: 1 }}
        color={state === 'activa' ? 'success' : 'warning'}
        label={t(`wallet.statuses.${state}`)}
      />
    </Paper>
  );
}

function CardLines({ card }: { card: CheckoutInstrument }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <CardGiftcardIcon color="primary" sx={{ mt: 0.25 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {t('wallet.found', {
            kind: t('wallet.kinds.gift_card'),
            end: card.code_end ?? '',
            amount: formatMoney(card.left),
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {card.expires_on
            ? t(card.expired ? 'wallet.expired' : 'wallet.expires', {
                date: formatDayNumeric(card.expires_on),
              })
            : t('wallet.noExpiry')}
          {card.recipient_name ? ` · ${t('wallet.forRecipient', { name: card.recipient_name })}` : ''}
        </Typography>
      </Box>
    </Stack>
  );
}

// The client's cards that can pay, one to pick.
export function GiftCardChoice({
  cards,
  picked,
  onPick,
}: {
  cards: CheckoutInstrument[];
  picked: number | null;
  onPick: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} role="radiogroup" aria-label={t('wallet.fromWallet')}>
      {cards.map((card) => (
        <Paper
          key={card.id}
          variant="outlined"
          sx={{
            p: 1,
            cursor: 'pointer',
            borderColor: picked === card.id ? 'primary.main' : undefined,
            borderWidth: picked === card.id ? 2 : 1,
          }}
          onClick={() => onPick(card.id)}
          data-testid="wallet-card-option"
        >
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <Radio
              checked={picked === card.id}
              onChange={() => onPick(card.id)}
              slotProps={{
                input: {
                  'aria-label': `${t('wallet.kinds.gift_card')} ${t('wallet.codeEnd', { end: card.code_end })}`,
                },
              }}
            />
            <CardLines card={card} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
