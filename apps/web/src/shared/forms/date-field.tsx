import type { SxProps, Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, esES } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import { useTranslation } from 'react-i18next';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PICKER_TEXTS = {
  es: esES.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
};

// The one date field of the app: shown and typed as the language writes dates (DD/MM/YYYY in
// Spanish, whatever the browser's own locale), with a calendar to pick from. Its value is the
// API's calendar day, 'YYYY-MM-DD' ('' when empty); onChange hears only whole, real days (or ''
// when the field is cleared), never the half-typed ones.
export type DateFieldProps = {
  label: string;
  value: string;
  onChange: (day: string) => void;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  min?: string;
  max?: string;
  testId?: string;
  sx?: SxProps<Theme>;
};

export function DateField({
  label,
  value,
  onChange,
  size,
  fullWidth,
  required,
  disabled,
  error,
  helperText,
  min,
  max,
  testId,
  sx,
}: DateFieldProps) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'es';
  const picked = DAY.test(value) ? dayjs(value) : null;
  const change = (next: Dayjs | null) => {
    if (next === null) {
      onChange('');
    } else if (next.isValid() && next.year() >= 1000) {
      onChange(next.format('YYYY-MM-DD'));
    }
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale} localeText={PICKER_TEXTS[locale]}>
      <DatePicker
        label={label}
        value={picked}
        onChange={change}
        format={locale === 'es' ? 'DD/MM/YYYY' : 'MM/DD/YYYY'}
        disabled={disabled}
        minDate={min && DAY.test(min) ? dayjs(min) : undefined}
        maxDate={max && DAY.test(max) ? dayjs(max) : undefined}
        sx={sx}
        slotProps={{
          textField: {
            size,
            fullWidth,
            required,
            error,
            helperText,
            ...(testId ? { 'data-testid': testId } : {}),
          },
        }}
      />
    </LocalizationProvider>
  );
}
