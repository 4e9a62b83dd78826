import LockOpenIcon from '@mui/icons-material/LockOpen';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formatMoney, parseMoney } from '@sari/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { useOpenDrawerFromCheckout } from '../api/open-drawer';

// The site's drawer is closed: said as the checkout opens (not at "Cobrar"), with the drawer's
// opening right here for whoever may open it.
export function DrawerClosedNotice({
  siteId,
  siteName,
  canOpen,
}: {
  siteId: number;
  siteName: string;
  canOpen: boolean;
}) {
  const { t } = useTranslation();
  const open = useOpenDrawerFromCheckout();
  const [text, setText] = useState('0');
  const amount = text.trim() === '' ? 0 : parseMoney(text);
  return (
    <Alert severity="warning" data-testid="drawer-closed">
      <Stack spacing={1.5}>
        <span>{t('sales.drawerClosed', { site: siteName })}</span>
        {canOpen ? (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              size="small"
              label={t('cashDrawer.float')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              error={amount === null}
              helperText={amount === null ? t('sales.pesosInvalid') : t('cashDrawer.floatHelp')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <Button
              variant="contained"
              color="warning"
              startIcon={<LockOpenIcon />}
              disabled={amount === null || open.isPending}
              onClick={() => open.mutate({ site_id: siteId, opening_amount: amount ?? 0 })}
              data-testid="open-drawer-here"
            >
              {t('sales.openDrawerWith', { amount: formatMoney(amount ?? 0) })}
            </Button>
          </Stack>
        ) : (
          <span>{t('sales.drawerAskSomeone')}</span>
        )}
        {open.isError && <span role="alert">{httpErrorMessage(open.error)}</span>}
      </Stack>
    </Alert>
  );
}
