import TextField from '@mui/material/TextField';
import { formatMoney, parseMoney } from '@sari/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricedCartLine } from '../checkout-cart';

// A service line's price changed at the desk (with the sales:update permission): whole pesos as
// typed ('45.000', '$45.000'), empty for the catalogue's price.
export function PriceField({
  line,
  onChange,
}: {
  line: PricedCartLine;
  onChange: (price: number | null) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(line.priceChange === null ? '' : String(line.priceChange));
  const parsed = text.trim() === '' ? null : parseMoney(text);
  return (
    <TextField
      size="small"
      label={t('sales.priceChange')}
      placeholder={line.unitPrice === null ? '' : formatMoney(line.unitPrice)}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const value = event.target.value.trim() === '' ? null : parseMoney(event.target.value);
        if (event.target.value.trim() === '' || value !== null) {
          onChange(value);
        }
      }}
      error={text.trim() !== '' && parsed === null}
      helperText={text.trim() !== '' && parsed === null ? t('sales.pesosInvalid') : undefined}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      sx={{ width: { sm: 160 } }}
    />
  );
}
