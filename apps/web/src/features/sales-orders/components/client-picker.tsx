import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ClientRef, clientName } from '../api/sales-order-keys';
import { useClientSearch } from '../api/search-clients';

// A client chosen by typing part of the name, phone or document (searched on the server).
export function ClientPicker({
  value,
  onChange,
  error,
  required,
}: {
  value: ClientRef | null;
  onChange: (client: ClientRef | null) => void;
  error?: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const options = useClientSearch(search).data ?? [];
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      filterOptions={(all) => all}
      getOptionLabel={(option) => clientName(option)}
      renderOption={(props, option) => (
        <li {...props} key={option.id}>
          {clientName(option)}
          {option.phone ? ` · ${option.phone}` : ''}
        </li>
      )}
      isOptionEqualToValue={(option, other) => option.id === other.id}
      noOptionsText={t('crud.noOptions')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('salesOrders.client')}
          required={required}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
