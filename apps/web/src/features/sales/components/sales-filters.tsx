import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/forms/date-field';
import { clientName } from '../api/sales-keys';
import type { SalesPageState } from './use-sales-page';

// The sales list's filters: dates, site, client, specialist and payment method.
export function SalesFilters({ page }: { page: SalesPageState }) {
  const { t } = useTranslation();
  const { filters, set, sites, clients, filterClient, setFilterClient, setClientSearch, options } = page;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ flexWrap: 'wrap', gap: 2 }}
        data-testid="sales-filters"
      >
        <DateField
          size="small"
          label={t('sales.from')}
          value={filters.from}
          onChange={(day) => day && set({ from: day })}
        />
        <DateField
          size="small"
          label={t('sales.to')}
          value={filters.to}
          onChange={(day) => day && set({ to: day })}
        />
        <TextField
          select
          size="small"
          label={t('common.site')}
          value={filters.siteId}
          onChange={(event) => set({ siteId: Number(event.target.value) })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value={0}>{t('common.allSites')}</MenuItem>
          {sites.map((site) => (
            <MenuItem key={site.id} value={site.id}>
              {site.name}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete
          size="small"
          sx={{ minWidth: 220, flexGrow: 1 }}
          options={clients.data ?? []}
          value={filterClient}
          onChange={(_, value) => {
            setFilterClient(value);
            set({ clientId: value?.id ?? null });
          }}
          onInputChange={(_, value, reason) => reason === 'input' && setClientSearch(value)}
          filterOptions={(items) => items}
          getOptionLabel={clientName}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          renderInput={(props) => <TextField {...props} label={t('sales.client')} />}
          noOptionsText={t('sales.noClients')}
        />
        <TextField
          select
          size="small"
          label={t('sales.specialist')}
          value={filters.specialistId ?? 0}
          onChange={(event) => set({ specialistId: Number(event.target.value) || null })}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value={0}>{t('sales.all')}</MenuItem>
          {options.data?.specialists.map((specialist) => (
            <MenuItem key={specialist.id} value={specialist.id}>
              {`${specialist.name} ${specialist.last_name ?? ''}`.trim()}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('sales.method')}
          value={filters.method}
          onChange={(event) => set({ method: event.target.value })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('sales.all')}</MenuItem>
          {options.data?.methods.map((method) => (
            <MenuItem key={method.code} value={method.code}>
              {method.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Paper>
  );
}
