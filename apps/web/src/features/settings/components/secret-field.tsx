import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SecretEdit } from './whatsapp-form';

// A stored secret never comes back from the server: the field shows "Guardado" and offers to
// replace or remove it; a secret not stored is a password field to type.
export function SecretField({
  name,
  label,
  set,
  edit,
  disabled,
  onChange,
}: {
  name: string;
  label: string;
  set: boolean;
  edit: SecretEdit;
  disabled: boolean;
  onChange: (edit: SecretEdit) => void;
}) {
  const { t } = useTranslation();
  if (edit.mode === 'replace') {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          fullWidth
          type="password"
          label={label}
          name={name}
          autoComplete="new-password"
          value={edit.value}
          disabled={disabled}
          placeholder={set ? undefined : t('whatsapp.notSet')}
          onChange={(event) => onChange({ mode: 'replace', value: event.target.value })}
        />
        {set && (
          <Button sx={{ mt: 1 }} onClick={() => onChange({ mode: 'keep', value: '' })}>
            {t('common.cancel')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Box data-testid={`secret-${name}`}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {edit.mode === 'keep' ? (
          <Chip color="success" variant="outlined" size="small" label={t('whatsapp.saved')} />
        ) : (
          <Typography variant="body2" color="error">
            {t('whatsapp.willRemove')}
          </Typography>
        )}
        {!disabled && edit.mode === 'keep' && (
          <>
            <Button size="small" onClick={() => onChange({ mode: 'replace', value: '' })}>
              {t('whatsapp.replace')}
            </Button>
            <Button size="small" color="error" onClick={() => onChange({ mode: 'remove', value: '' })}>
              {t('whatsapp.remove')}
            </Button>
          </>
        )}
        {!disabled && edit.mode === 'remove' && (
          <Button size="small" onClick={() => onChange({ mode: 'keep', value: '' })}>
            {t('whatsapp.undo')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
