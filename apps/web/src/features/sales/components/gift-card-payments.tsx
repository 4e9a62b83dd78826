import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import { amountOf, type GiftCardRow } from '../payment-rows';

// The gift cards paying this sale, each with the amount it gives (decision 050).
export function GiftCardPayments({
  rows,
  setRows,
}: {
  rows: GiftCardRow[];
  setRows: (rows: GiftCardRow[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {rows.map((row) => {
        const amount = amountOf(row.text);
        const problem =
          amount === null
            ? t('sales.pesosInvalid')
            : amount > row.left
              ? t('wallet.amountTooMuch', { amount: formatMoney(row.left) })
              : null;
        const label = t('wallet.rowAmount', { end: row.codeEnd });
        return (
          <Stack
            key={row.key}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'flex-start' }}
            data-testid="gift-card-row"
          >
            <Stack direction="row" spacing={1} sx={{ flex: 1, minWidth: 0, alignItems: 'center', pt: 0.5 }}>
              <CardGiftcardIcon color="primary" />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{t('wallet.giftCardLine')}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('wallet.paymentRow', { end: row.codeEnd, amount: formatMoney(row.left) })}
                </Typography>
              </Box>
            </Stack>
            <TextField
              size="small"
              label={label}
              value={row.text}
              onChange={(event) =>
                setRows(
                  rows.map((item) => (item.key === row.key ? { ...item, text: event.target.value } : item)),
                )
              }
              error={Boolean(problem)}
              helperText={problem ?? undefined}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ flex: 1, minWidth: 0 }}
            />
            <IconButton
              aria-label={`${t('wallet.removePayment')} ${row.codeEnd}`}
              onClick={() => setRows(rows.filter((item) => item.key !== row.key))}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Stack>
        );
      })}
    </>
  );
}
