import type { SxProps, Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, esES } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import { type FocusEvent, type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PICKER_TEXTS = {
  es: esES.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
};

// The one date field of the app: shown and typed as the language writes dates (DD/MM/YYYY in
// Spanish, whatever the browser's own locale), with a calendar to pick from. Its value is the
// API's calendar day, 'YYYY-MM-DD' ('' when empty); onChange hears only whole, real days (or ''
// when the field is cleared), once the user is done with them, never the half-typed ones.
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
  // What is being typed stays here until it is done (a day picked, Enter, or leaving the field):
  // a screen that acts on every change (a report's filter) must not see "05/01/2" as a day.
  const [draft, setDraft] = useState<Dayjs | null>(DAY.test(value) ? dayjs(value) : null);
  useEffect(() => {
    setDraft(DAY.test(value) ? dayjs(value) : null);
  }, [value]);
  const commit = (next: Dayjs | null) => {
    if (next === null) {
      if (value !== '') {
        onChange('');
      }
    } else if (next.isValid() && next.year() >= 1000 && next.format('YYYY-MM-DD') !== value) {
      onChange(next.format('YYYY-MM-DD'));
    }
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale} localeText={PICKER_TEXTS[locale]}>
      <DatePicker
        label={label}
        value={draft}
        onChange={setDraft}
        onAccept={commit}
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
            // Moving between its day, month and year is not leaving the field.
            onBlur: (event: FocusEvent<HTMLElement>) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
                commit(draft);
              }
            },
            onKeyDown: (event: KeyboardEvent) => {
              if (event.key === 'Enter') {
                commit(draft);
              }
            },
            ...(testId ? { 'data-testid': testId } : {}),
          },
        }}
      />
    </LocalizationProvider>
  );
}
