import TextField from '@mui/material/TextField';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateFieldProps } from './date-field';

// The date pickers are the largest piece of a screen's code (decision 046). A screen that must
// draw before its date field is used (the calendar's toolbar) shows the day read-only until the
// picker's code is there: it asks for it once it has drawn (preloadDateField), or the field does
// when someone reaches for it first.
type DateFieldModule = typeof import('./date-field');
let loaded: DateFieldModule | null = null;
let loading: Promise<DateFieldModule> | null = null;
const listeners = new Set<() => void>();

export function preloadDateField(): Promise<DateFieldModule> {
  loading ??= import('./date-field').then((module) => {
    loaded = module;
    for (const listener of listeners) {
      listener();
    }
    return module;
  });
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function LazyDateField(props: DateFieldProps) {
  const { i18n } = useTranslation();
  const module = useSyncExternalStore(subscribe, () => loaded);
  if (module) {
    return <module.DateField {...props} />;
  }
  const [, year, month, day] = DAY.exec(props.value) ?? [];
  const shown = !year ? '' : i18n.language === 'en' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
  return (
    <TextField
      label={props.label}
      value={shown}
      size={props.size}
      fullWidth={props.fullWidth}
      required={props.required}
      disabled={props.disabled}
      sx={props.sx}
      onFocus={() => void preloadDateField()}
      onPointerEnter={() => void preloadDateField()}
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  );
}
