import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { contrastTextColor } from '@sari/domain/color';
import { useTranslation } from 'react-i18next';
import type { ClientTag } from '../api/get-client-tags';

// The client's tags, each chip in its own colour.
export function ClientTagsField({
  options,
  value,
  onChange,
}: {
  options: ClientTag[];
  value: ClientTag[];
  onChange: (value: ClientTag[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      onChange={(_, selected) => onChange(selected)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              {...itemProps}
              size="small"
              label={option.name}
              sx={
                option.color ? { bgcolor: option.color, color: contrastTextColor(option.color) } : undefined
              }
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={t('clients.tags')} helperText={t('clients.tagsHelp')} />
      )}
      noOptionsText={t('clients.noTags')}
    />
  );
}
