import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formatMoney } from '@sari/domain/money';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import type { CatalogPackage, CheckoutCatalog } from '../api/get-checkout-catalog';
import { packagePrice } from '../checkout-cart';

// What a catalogue package lasts, in words ("vence en 3 meses", "sin vencimiento").
export function validityText(item: CatalogPackage, t: TFunction) {
  if (item.validity === null) {
    return t('checkoutPackages.noValidity');
  }
  return item.validity_unit === 'days'
    ? t('checkoutPackages.validityDays', { count: item.validity })
    : t('checkoutPackages.validityMonths', { count: item.validity });
}

// The packages the site sells: active ones with a price there (decision 051), with that price.
export function packagesForSale(catalog: CheckoutCatalog, siteId: number) {
  return catalog.packages
    .map((item) => ({ item, price: packagePrice(catalog, item.id, siteId) }))
    .filter((row): row is { item: CatalogPackage; price: number } => row.price !== null);
}

// A session package for the cart: picked from the site's catalogue; it needs the sale's client
// (the package goes into their wallet).
export function PackageLineDialog({
  catalog,
  siteId,
  hasClient,
  onSave,
  onClose,
}: {
  catalog: CheckoutCatalog;
  siteId: number;
  hasClient: boolean;
  onSave: (item: CatalogPackage) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const offered = packagesForSale(catalog, siteId);
  const [picked, setPicked] = useState<number | ''>(offered.length === 1 ? offered[0].item.id : '');
  const chosen = offered.find((row) => row.item.id === picked);
  return (
    <FormDialog dirty={false} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('checkoutPackages.dialogTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {!hasClient && (
            <Alert severity="warning" data-testid="package-needs-client">
              {t('checkoutPackages.needsClient')}
            </Alert>
          )}
          {offered.length === 0 ? (
            <Alert severity="info">{t('checkoutPackages.none')}</Alert>
          ) : (
            <TextField
              select
              label={t('checkoutPackages.pick')}
              value={picked}
              onChange={(event) => setPicked(Number(event.target.value))}
              helperText={chosen ? validityText(chosen.item, t) : undefined}
              slotProps={{ select: { 'data-testid': 'package-pick' } as object }}
            >
              {offered.map(({ item, price }) => (
                <MenuItem key={item.id} value={item.id}>
                  {t('checkoutPackages.option', { name: item.name, sessions: item.sessions })} ·{' '}
                  {formatMoney(price)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!chosen}
          onClick={() => chosen && onSave(chosen.item)}
          data-testid="package-save"
        >
          {t('wallet.addToCart')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
