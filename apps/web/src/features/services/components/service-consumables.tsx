import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ConsumableOption } from '../api/get-consumable-options';
import type { Consumable } from './use-service-form';

// The products one service consumes, each with its amount.
export function ServiceConsumables({
  consumables,
  setConsumables,
  consumableOptions,
  consumableError,
}: {
  consumables: Consumable[];
  setConsumables: (rows: Consumable[]) => void;
  consumableOptions: ConsumableOption[];
  consumableError: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5} data-testid="service-consumables">
      {consumables.map((row, index) => (
        <Stack direction="row" spacing={1} key={row.id ?? `new-${index}`} sx={{ alignItems: 'center' }}>
          <Autocomplete
            sx={{ flexGrow: 1 }}
            options={consumableOptions}
            value={row.product}
            onChange={(_, value) =>
              setConsumables(consumables.map((item, i) => (i === index ? { ...item, product: value } : item)))
            }
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            renderInput={(params) => <TextField {...params} label={t('services.product')} size="small" />}
          />
          <TextField
            size="small"
            label={t('services.amount')}
            value={row.amount}
            onChange={(event) =>
              setConsumables(
                consumables.map((item, i) => (i === index ? { ...item, amount: event.target.value } : item)),
              )
            }
            sx={{ width: 120 }}
            slotProps={{
              htmlInput: { inputMode: 'numeric' },
              input: row.product?.unit
                ? { endAdornment: <InputAdornment position="end">{row.product.unit}</InputAdornment> }
                : undefined,
            }}
          />
          <IconButton
            aria-label={t('services.removeConsumable')}
            onClick={() => setConsumables(consumables.filter((_, i) => i !== index))}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      {consumableError && <Typography color="error">{consumableError}</Typography>}
      <Button
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setConsumables([...consumables, { product: null, amount: '1' }])}
      >
        {t('services.addConsumable')}
      </Button>
    </Stack>
  );
}
