import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../../shared/forms/date-field';
import { clientName } from '../../booking-lines';
import type { BookingForm } from './use-booking-form';

// Who the booking is for (a client found as you type, or a quick new one), on which day, and the
// chosen client's balance.
export function BookingClientFields({ form }: { form: BookingForm }) {
  const { t } = useTranslation();
  const { mode, setMode, client, setClient, search, setSearch, newClient, setNewClient, clients, balance } =
    form.client;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_event, value) => value && setMode(value)}
        >
          <ToggleButton value="existing">{t('calendar.existingClient')}</ToggleButton>
          <ToggleButton value="new">{t('calendar.newClient')}</ToggleButton>
        </ToggleButtonGroup>
        <DateField size="small" label={t('calendar.date')} value={form.date} onChange={form.changeDate} />
      </Stack>
      {mode === 'existing' ? (
        <Autocomplete
          options={clients.data ?? []}
          value={client}
          onChange={(_event, value) => setClient(value)}
          inputValue={search}
          onInputChange={(_event, value) => setSearch(value)}
          filterOptions={(options) => options}
          getOptionLabel={(option) => `${clientName(option)}${option.phone ? ` · ${option.phone}` : ''}`}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          loading={clients.isFetching}
          renderInput={(params) => <TextField {...params} label={t('calendar.searchClient')} />}
        />
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <TextField
            label={t('calendar.firstName')}
            value={newClient.first_name}
            onChange={(event) => setNewClient({ ...newClient, first_name: event.target.value })}
            required
            fullWidth
          />
          <TextField
            label={t('calendar.lastName')}
            value={newClient.last_name}
            onChange={(event) => setNewClient({ ...newClient, last_name: event.target.value })}
            fullWidth
          />
          <TextField
            label={t('calendar.phone')}
            value={newClient.phone}
            onChange={(event) => setNewClient({ ...newClient, phone: event.target.value })}
            required
            fullWidth
            type="tel"
          />
        </Stack>
      )}
      {mode === 'existing' && client && balance !== undefined && balance !== null && (
        <Chip
          data-testid="client-balance"
          color={balance > 0 ? 'success' : balance < 0 ? 'warning' : 'default'}
          label={
            balance > 0
              ? t('calendar.balance', { amount: formatMoney(balance) })
              : balance < 0
                ? t('calendar.debt', { amount: formatMoney(-balance) })
                : t('calendar.noBalance')
          }
          sx={{ alignSelf: 'flex-start' }}
        />
      )}
    </>
  );
}
