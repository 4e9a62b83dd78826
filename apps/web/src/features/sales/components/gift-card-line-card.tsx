import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@sari/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartLine, PricedCartLine } from '../checkout-cart';
import { GiftCardLineDialog } from './gift-card-line-dialog';

// A gift card in the cart (decision 050): its amount, who receives it and the message; edited in
// its own dialog.
export function GiftCardLineCard({
  line,
  onChange,
  onRemove,
}: {
  line: PricedCartLine;
  onChange: (key: string, patch: Partial<CartLine>) => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const card = line.giftCard;
  const recipient = [card?.recipientName, card?.recipientEmail].filter(Boolean).join(' · ');
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="cart-line">
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <CardGiftcardIcon color="primary" sx={{ mt: 0.25 }} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{t('wallet.giftCardLine')}</Typography>
          {recipient && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('wallet.forRecipient', { name: recipient })}
            </Typography>
          )}
          {card?.message && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}
            >
              “{card.message}”
            </Typography>
          )}
        </Box>
        <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-testid="line-total">
          {formatMoney(line.planned.total)}
        </Typography>
        <IconButton size="small" aria-label={t('wallet.editGiftCard')} onClick={() => setEditing(true)}>
          <EditIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={`${t('sales.removeLine')} ${t('wallet.giftCardLine')}`}
          onClick={() => onRemove(line.key)}
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Stack>
      {editing && card && (
        <GiftCardLineDialog
          initial={card}
          onClose={() => setEditing(false)}
          onSave={(giftCard) => {
            onChange(line.key, { giftCard });
            setEditing(false);
          }}
        />
      )}
    </Paper>
  );
}
