import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@sari/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutCatalog } from '../api/get-checkout-catalog';
import { productPrice, servicePrice } from '../checkout-cart';

export type Option = {
  kind: 'service' | 'product';
  id: number;
  name: string;
  price: number | null;
  stock: number | null;
};

// Search box that adds a service or a product of the site to the cart; beside it, a gift card
// (decision 050), whose amount and recipient are asked in its own dialog, and a session package
// (decision 051), picked from the site's catalogue in its own dialog.
export function AddLineField({
  catalog,
  siteId,
  onAdd,
  onGiftCard,
  onPackage,
  onMembership,
}: {
  catalog: CheckoutCatalog;
  siteId: number;
  onAdd: (option: Option) => void;
  onGiftCard?: () => void;
  onPackage?: () => void;
  onMembership?: () => void;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const options: Option[] = [
    ...catalog.services.map((service) => ({
      kind: 'service' as const,
      id: service.id,
      name: service.name,
      price: servicePrice(catalog, service.id, siteId),
      stock: null,
    })),
    ...catalog.products.map((product) => ({
      kind: 'product' as const,
      id: product.id,
      name: product.sku ? `${product.name} (${product.sku})` : product.name,
      price: productPrice(catalog, product.id, siteId),
      stock: product.product_stock.find((row) => row.site_id === siteId)?.current_stock ?? null,
    })),
  ];
  return (
    <Stack spacing={1}>
      <Autocomplete
        options={options}
        value={null}
        inputValue={input}
        onInputChange={(_, value, reason) => setInput(reason === 'reset' ? '' : value)}
        onChange={(_, option) => {
          if (option) {
            onAdd(option);
            setInput('');
          }
        }}
        groupBy={(option) => (option.kind === 'service' ? t('sales.services') : t('sales.products'))}
        getOptionLabel={(option) => option.name}
        getOptionDisabled={(option) => option.price === null}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            <Stack direction="row" sx={{ width: '100%', gap: 1 }}>
              <Typography sx={{ flexGrow: 1 }}>{option.name}</Typography>
              <Typography color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {option.price === null ? t('sales.noPrice') : formatMoney(option.price)}
                {option.kind === 'product' && option.stock !== null
                  ? ` · ${t('sales.inStock', { count: option.stock })}`
                  : ''}
              </Typography>
            </Stack>
          </li>
        )}
        renderInput={(params) => (
          <TextField {...params} label={t('sales.addItem')} placeholder={t('sales.addItemHelp')} />
        )}
        noOptionsText={t('sales.noItems')}
      />
      {/* The prepaid lines, under the search so that it keeps the row's width (decisions 050, 051, 055). */}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {onGiftCard && (
          <Button
            variant="outlined"
            startIcon={<CardGiftcardIcon />}
            onClick={onGiftCard}
            sx={{ whiteSpace: 'nowrap' }}
            data-testid="add-gift-card"
          >
            {t('wallet.addGiftCard')}
          </Button>
        )}
        {onPackage && (
          <Button
            variant="outlined"
            startIcon={<CardMembershipIcon />}
            onClick={onPackage}
            sx={{ whiteSpace: 'nowrap' }}
            data-testid="add-package"
          >
            {t('checkoutPackages.add')}
          </Button>
        )}
        {onMembership && (
          <Button
            variant="outlined"
            startIcon={<CardMembershipIcon />}
            onClick={onMembership}
            sx={{ whiteSpace: 'nowrap' }}
            data-testid="add-membership"
          >
            {t('checkoutPackages.membership.add')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
