import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

// The filters the catalogue lists share, each beside the search box. A list passes them the
// query's refilter(...) setter, so a change goes back to the first page.

// One of a list of options, or all of them ("Todas").
export function FilterSelect<V extends string | number>({
  label,
  value,
  onChange,
  options,
  allLabel,
  allValue = '',
  minWidth = 180,
}: {
  label: string;
  value: V | null;
  onChange: (value: V | null) => void;
  options: readonly { value: V; label: string }[];
  // the "all" choice, translated (default "Todas")
  allLabel?: string;
  // the value the "all" choice stands for when it is not null (a status filter's 'all')
  allValue?: V | '';
  minWidth?: number;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? allValue}
      onChange={(event) => {
        const picked = options.find((option) => String(option.value) === String(event.target.value));
        onChange(picked ? picked.value : allValue === '' ? null : allValue);
      }}
      sx={{ minWidth }}
    >
      <MenuItem value={allValue}>{allLabel ?? t('products.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

// "Mostrar inactivos": inactive rows are left out of a list unless asked for.
export function InactiveSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(_, value) => onChange(value)} />}
      label={t('products.showInactive')}
    />
  );
}
