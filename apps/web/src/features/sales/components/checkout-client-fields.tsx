import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import type { ReservationToCharge } from '../api/get-reservation';
import { clientName } from '../api/sales-keys';
import type { Checkout } from './use-checkout';

// Who the sale is for: the site (a counter sale in a company of several), the client and the
// client's balance.
export function CheckoutClientFields({
  checkout,
  reservation,
}: {
  checkout: Checkout;
  reservation?: ReservationToCharge;
}) {
  const { t } = useTranslation();
  const { sites, siteId, setSiteId, clients, client, setClient, setClientSearch, balance, kind, money } =
    checkout;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {!reservation && sites.length > 1 && (
          <TextField
            select
            size="small"
            label={t('common.site')}
            value={siteId || ''}
            onChange={(event) => setSiteId(Number(event.target.value))}
            sx={{ minWidth: 180 }}
          >
            {sites.map((item) => (
              <MenuItem key={item.id} value={item.id}>
                {item.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Autocomplete
          sx={{ flexGrow: 1 }}
          size="small"
          options={clients.data ?? []}
          value={client}
          disabled={Boolean(reservation?.client_id)}
          onChange={(_, value) => setClient(value)}
          onInputChange={(_, value, reason) => reason === 'input' && setClientSearch(value)}
          filterOptions={(options) => options}
          getOptionLabel={(option) => `${clientName(option)}${option.phone ? ` · ${option.phone}` : ''}`}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          renderInput={(params) => (
            <TextField {...params} label={t('sales.client')} placeholder={t('sales.clientHelp')} />
          )}
          noOptionsText={t('sales.noClients')}
        />
      </Stack>
      {client && balance.data && (
        <Box data-testid="client-balance-chip">
          <Chip
            color={kind === 'credito' ? 'error' : kind === 'abono' ? 'success' : 'default'}
            label={
              kind === 'credito'
                ? t('sales.owes', { amount: formatMoney(-money.balance) })
                : kind === 'abono'
                  ? t('sales.hasBalance', { amount: formatMoney(money.balance) })
                  : t('sales.noBalance')
            }
          />
        </Box>
      )}
    </>
  );
}
