import AddIcon from '@mui/icons-material/Add';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type HTMLAttributes, type Key, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../alerts/alert-store';
import { handleHttpError } from '../alerts/http-error';
import { type LineField, type LineValues, lineTexts, parseLineValues } from './line-fields';

type Option = { id: number; name: string };

// The row above a document's lines that adds one: a product searched on the server (the
// feature runs the search with the text typed), then the line's numbers, then "Agregar".
export function AddLineRow<O extends Option>({
  options,
  search,
  onSearch,
  searchLabel,
  optionLabel = (option) => option.name,
  renderOption,
  fields,
  picked,
  addLabel,
  invalidMessage,
  busy,
  onAdd,
}: {
  options: O[];
  search: string;
  onSearch: (text: string) => void;
  searchLabel: string;
  optionLabel?: (option: O) => string;
  renderOption?: (props: HTMLAttributes<HTMLLIElement> & { key: Key }, option: O) => ReactNode;
  fields: LineField[];
  // The texts a picked option fills in (its cost or price).
  picked: (option: O | null) => Record<string, string>;
  addLabel: string;
  invalidMessage: string;
  busy: boolean;
  onAdd: (option: O, values: LineValues) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [option, setOption] = useState<O | null>(null);
  const [texts, setTexts] = useState(() => lineTexts(fields));
  const add = async () => {
    const values = parseLineValues(fields, texts);
    if (!option || !values) {
      pushAlert(invalidMessage, 'error');
      return;
    }
    try {
      await onAdd(option, values);
      setOption(null);
      onSearch('');
      setTexts(lineTexts(fields));
    } catch (error) {
      handleHttpError(error);
    }
  };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 2 }} data-testid="add-line">
      <Autocomplete
        options={options}
        value={option}
        onChange={(_, next) => {
          setOption(next);
          setTexts((now) => ({ ...now, ...picked(next) }));
        }}
        inputValue={search}
        onInputChange={(_, next) => onSearch(next)}
        filterOptions={(all) => all}
        getOptionLabel={optionLabel}
        renderOption={renderOption}
        isOptionEqualToValue={(one, other) => one.id === other.id}
        noOptionsText={t('crud.noOptions')}
        sx={{ flexGrow: 1, minWidth: 220 }}
        renderInput={(params) => <TextField {...params} size="small" label={searchLabel} />}
      />
      <Stack direction="row" spacing={1}>
        {fields.map((field) => (
          <TextField
            key={field.name}
            size="small"
            label={field.label}
            value={texts[field.name]}
            onChange={(event) => setTexts((now) => ({ ...now, [field.name]: event.target.value }))}
            sx={{ width: field.width }}
            // The label always sits above the field, where a narrow field still has room for
            // all of it ("Precio unitario" on a phone), empty or not.
            slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
          />
        ))}
      </Stack>
      <Button variant="contained" startIcon={<AddIcon />} onClick={add} disabled={busy}>
        {addLabel}
      </Button>
    </Stack>
  );
}
