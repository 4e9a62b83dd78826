import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CheckoutCatalog } from '../api/get-checkout-catalog';
import type { CartLine, PricedCartLine } from '../checkout-cart';
import { CartLineCard } from './cart-line-card';
import { GiftCardLineCard } from './gift-card-line-card';
import { PackageLineCard } from './package-line-card';

// The cart's lines (a gift card and a session package have their own cards), or a word that it is empty.
export function CartLines({
  lines,
  catalog,
  canChangePrice,
  onChange,
  onRemove,
}: {
  lines: PricedCartLine[];
  catalog: CheckoutCatalog;
  canChangePrice: boolean;
  onChange: (key: string, patch: Partial<CartLine>) => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation();
  if (lines.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
        {t('sales.emptyCart')}
      </Typography>
    );
  }
  return (
    <Stack spacing={1} data-testid="cart-lines">
      {lines.map((line) =>
        line.kind === 'gift_card' ? (
          <GiftCardLineCard key={line.key} line={line} onChange={onChange} onRemove={onRemove} />
        ) : line.kind === 'package' || line.kind === 'membership' ? (
          <PackageLineCard key={line.key} line={line} catalog={catalog} onRemove={onRemove} />
        ) : (
          <CartLineCard
            key={line.key}
            line={line}
            catalog={catalog}
            canChangePrice={canChangePrice}
            onChange={onChange}
            onRemove={onRemove}
          />
        ),
      )}
    </Stack>
  );
}
