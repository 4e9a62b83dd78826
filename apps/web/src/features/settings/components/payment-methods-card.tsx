import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../api/get-payment-methods';

// The payment methods offered at checkout: each one switched on or off and renamed.
export function PaymentMethodsCard({
  offered,
  setOffered,
  saved,
  canEdit,
}: {
  offered: PaymentMethod[];
  setOffered: (offered: PaymentMethod[]) => void;
  saved: PaymentMethod[] | undefined;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h3" sx={{ mb: 1 }}>
          {t('settingsPages.paymentMethods')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('settingsPages.paymentMethodsHelp')}
        </Typography>
        <Stack spacing={1.5} data-testid="payment-methods">
          {offered.map((method, index) => (
            <Stack direction="row" spacing={1} key={method.id} sx={{ alignItems: 'center' }}>
              <Switch
                checked={method.is_active}
                disabled={!canEdit}
                slotProps={{ input: { 'aria-label': t('settingsPages.offer', { name: method.name }) } }}
                onChange={(_, checked) =>
                  setOffered(offered.map((row, i) => (i === index ? { ...row, is_active: checked } : row)))
                }
              />
              <TextField
                size="small"
                fullWidth
                value={method.name}
                disabled={!canEdit}
                // The method's name people know ("Efectivo"), never its code ("efectivo").
                label={t(`paymentMethods.${method.code}`, {
                  defaultValue: saved?.find((row) => row.id === method.id)?.name ?? method.name,
                })}
                onChange={(event) =>
                  setOffered(
                    offered.map((row, i) => (i === index ? { ...row, name: event.target.value } : row)),
                  )
                }
              />
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
