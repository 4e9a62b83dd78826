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
import type { CatalogMembership, CatalogPackage, CheckoutCatalog } from '../api/get-checkout-catalog';
import { membershipPrice, packagePrice } from '../checkout-cart';
import { packageWords } from '../package-words';

// What a catalogue package lasts, in words ("vence en 3 meses", "sin vencimiento").
export function validityText(item: CatalogPackage, t: TFunction) {
  if (item.validity === null) {
    return t('checkoutPackages.noValidity');
  }
  return item.validity_unit === 'days'
    ? t('checkoutPackages.validityDays', { count: item.validity })
    : t('checkoutPackages.validityMonths', { count: item.validity });
}

// A membership plan's period and benefits in words ("mensual · 10 % en servicios").
export function membershipFacts(item: CatalogMembership, t: TFunction) {
  return [
    t(`checkoutPackages.membership.periods.${item.period}`),
    item.service_discount
      ? t('checkoutPackages.membership.serviceOff', { percent: item.service_discount })
      : '',
    item.product_discount
      ? t('checkoutPackages.membership.productOff', { percent: item.product_discount })
      : '',
    item.included_services
      ? t('checkoutPackages.membership.included', { count: item.included_services })
      : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

export type PrepaidKind = 'package' | 'membership';
type Offer = { item: { id: number; name: string }; price: number; label: string; facts: string };

// What the site sells of a kind: active items with a price there (decisions 051, 055), with that
// price, the option's label and its facts in words.
export function packagesForSale(
  catalog: CheckoutCatalog,
  siteId: number,
  t: TFunction,
  kind: PrepaidKind = 'package',
) {
  const offers: (Offer | null)[] =
    kind === 'package'
      ? catalog.packages.map((item) => {
          const price = packagePrice(catalog, item.id, siteId);
          return price === null
            ? null
            : {
                item,
                price,
                label: packageWords(item, t, [item.name]),
                facts: validityText(item, t),
              };
        })
      : (catalog.memberships ?? []).map((item) => {
          const price = membershipPrice(catalog, item.id, siteId);
          return price === null ? null : { item, price, label: item.name, facts: membershipFacts(item, t) };
        });
  return offers.filter((row): row is Offer => row !== null);
}

// A session package or a membership (decision 055) for the cart: picked from the site's
// catalogue; it needs the sale's client (it goes into their wallet).
export function PackageLineDialog({
  catalog,
  siteId,
  hasClient,
  kind = 'package',
  onSave,
  onClose,
}: {
  catalog: CheckoutCatalog;
  siteId: number;
  hasClient: boolean;
  kind?: PrepaidKind;
  onSave: (item: { id: number; name: string }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const offered = packagesForSale(catalog, siteId, t, kind);
  const words = (key: string) =>
    t(kind === 'package' ? `checkoutPackages.${key}` : `checkoutPackages.membership.${key}`);
  const [picked, setPicked] = useState<number | ''>(offered.length === 1 ? offered[0].item.id : '');
  const chosen = offered.find((row) => row.item.id === picked);
  return (
    <FormDialog dirty={false} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{words('dialogTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {!hasClient && (
            <Alert severity="warning" data-testid="package-needs-client">
              {words('needsClient')}
            </Alert>
          )}
          {offered.length === 0 ? (
            <Alert severity="info">{words('none')}</Alert>
          ) : (
            <TextField
              select
              label={words('pick')}
              value={picked}
              onChange={(event) => setPicked(Number(event.target.value))}
              helperText={chosen?.facts}
              slotProps={{ select: { 'data-testid': 'package-pick' } as object }}
            >
              {offered.map(({ item, price, label }) => (
                <MenuItem key={item.id} value={item.id}>
                  {label} · {formatMoney(price)}
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
