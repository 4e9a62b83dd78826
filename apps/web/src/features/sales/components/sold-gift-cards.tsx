import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDayNumeric } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { formatGiftCardCode } from '@sari/domain/wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChargedSale } from '../api/charge';

type SoldCard = ChargedSale['gift_cards_sold'][number];

// Printing shows the printable cards alone (decision 050): nothing of the app behind them.
const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '@media screen': { '.sari-gift-card-print': { display: 'none' } },
      '@media print': {
        'body > *:not(.sari-gift-card-print)': { display: 'none !important' },
        '.sari-gift-card-print': { display: 'block' },
      },
    }}
  />
);

// The gift cards a charge sold, each with its whole code shown this once (the server never
// shows it again): copy it, or print the card to hand over.
export function SoldGiftCards({ cards, companyName }: { cards: SoldCard[]; companyName: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<number | null>(null);
  if (cards.length === 0) {
    return null;
  }
  const copy = (card: SoldCard) =>
    navigator.clipboard
      ?.writeText(formatGiftCardCode(card.code))
      .then(() => setCopied(card.id))
      .catch(() => setCopied(null));
  return (
    <Stack spacing={1} sx={{ width: '100%', textAlign: 'left' }} data-testid="sold-gift-cards">
      {PRINT_STYLES}
      <Typography variant="h3">{t('wallet.soldTitle')}</Typography>
      <Alert severity="warning">{t('wallet.soldHelp')}</Alert>
      {cards.map((card) => (
        <Paper key={card.id} variant="outlined" sx={{ p: 1.5 }} data-testid="sold-gift-card">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <CardGiftcardIcon color="primary" />
            <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>
              {t('wallet.giftCardLine')} · {formatMoney(card.amount)}
            </Typography>
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {t('wallet.code')}
          </Typography>
          <Typography
            data-testid="gift-card-code"
            sx={{
              fontFamily: 'monospace',
              fontSize: { xs: '1.15rem', sm: '1.35rem' },
              fontWeight: 700,
              letterSpacing: '0.08em',
              overflowWrap: 'anywhere',
            }}
          >
            {formatGiftCardCode(card.code)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {card.expires_on
              ? t('wallet.printExpires', { date: formatDayNumeric(card.expires_on) })
              : t('wallet.printNoExpiry')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
            <Button
              size="small"
              variant="outlined"
              startIcon={<ContentCopyIcon />}
              onClick={() => copy(card)}
            >
              {copied === card.id ? t('wallet.copied') : t('wallet.copy')}
            </Button>
            <Button size="small" variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
              {t('wallet.print')}
            </Button>
          </Stack>
        </Paper>
      ))}
      <Portal>
        <Box className="sari-gift-card-print" data-testid="gift-card-print">
          {cards.map((card) => (
            <PrintableCard key={card.id} card={card} companyName={companyName} />
          ))}
        </Box>
      </Portal>
    </Stack>
  );
}

// One card as printed: the salon, the value, the code large, until when.
function PrintableCard({ card, companyName }: { card: SoldCard; companyName: string }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        border: '2px solid #6a1b9a',
        borderRadius: 3,
        p: 4,
        m: 4,
        maxWidth: 520,
        breakInside: 'avoid',
        fontFamily: 'sans-serif',
        color: '#000',
      }}
    >
      <Typography sx={{ fontSize: 14, color: '#6a1b9a', fontWeight: 700 }}>{companyName}</Typography>
      <Typography sx={{ fontSize: 28, fontWeight: 700, mt: 1 }}>{t('wallet.printTitle')}</Typography>
      <Typography sx={{ fontSize: 14, mt: 2 }}>{t('wallet.printValue')}</Typography>
      <Typography sx={{ fontSize: 32, fontWeight: 700 }}>{formatMoney(card.amount)}</Typography>
      <Typography sx={{ fontSize: 14, mt: 2 }}>{t('wallet.code')}</Typography>
      <Typography sx={{ fontFamily: 'monospace', fontSize: 26, fontWeight: 700, letterSpacing: '0.1em' }}>
        {formatGiftCardCode(card.code)}
      </Typography>
      <Typography sx={{ fontSize: 14, mt: 2 }}>
        {card.expires_on
          ? t('wallet.printExpires', { date: formatDayNumeric(card.expires_on) })
          : t('wallet.printNoExpiry')}
      </Typography>
      <Typography sx={{ fontSize: 12, mt: 1, color: '#555' }}>{t('wallet.printHelp')}</Typography>
    </Box>
  );
}
