import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { contrastTextColor } from '@sari/domain/color';
import { useTranslation } from 'react-i18next';

type ColorFieldProps = {
  field: { label: string };
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

// A #RRGGBB colour with a picker and a preview of the text colour it gets (black on light,
// white on dark), as calendar events show it.
export function ColorField({ field, value, onChange, error }: ColorFieldProps) {
  const { t } = useTranslation();
  const valid = /^#[0-9A-Fa-f]{6}$/.test(value);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <TextField
        fullWidth
        label={t(field.label)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? t('crud.colorHelp')}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <input
                  type="color"
                  aria-label={t('crud.pickColor')}
                  value={valid ? value : '#5D2784'}
                  onChange={(event) => onChange(event.target.value.toUpperCase())}
                  style={{ width: 28, height: 28, border: 'none', padding: 0, background: 'none' }}
                />
              </InputAdornment>
            ),
          },
        }}
      />
      {valid && (
        <Box
          data-testid="color-preview"
          sx={{
            px: 2,
            py: 1.5,
            borderRadius: 1,
            bgcolor: value,
            color: contrastTextColor(value),
            whiteSpace: 'nowrap',
            fontWeight: 600,
          }}
        >
          {t('crud.preview')}
        </Box>
      )}
    </Stack>
  );
}
