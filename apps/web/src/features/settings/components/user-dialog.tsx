import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSites } from '../../../shared/api/use-sites';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useRoleOptions } from '../api/get-role-options';
import type { UserRow } from '../api/get-users';
import { useUserForm } from './use-user-form';

// Inviting a user by e-mail, or changing a user's name, roles, sites and whether it is active.
export function UserDialog({ user, onClose }: { user?: UserRow; onClose: () => void }) {
  const { t } = useTranslation();
  const roles = useRoleOptions().data ?? [];
  const sites = useSites().data ?? [];
  const { draft, setDraft, dirty, error, submit, saving } = useUserForm(user, onClose);

  return (
    <FormDialog dirty={dirty} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{user ? t('settingsPages.editUser') : t('settingsPages.inviteUser')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {!user && <Typography color="text.secondary">{t('settingsPages.inviteHelp')}</Typography>}
          <TextField
            label={t('settingsPages.email')}
            type="email"
            required
            value={draft.email}
            disabled={Boolean(user)}
            onChange={(event) => setDraft({ ...draft, email: event.target.value })}
            error={Boolean(error('email'))}
            helperText={error('email')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              fullWidth
              label={t('settingsPages.firstName')}
              required
              value={draft.first_name}
              onChange={(event) => setDraft({ ...draft, first_name: event.target.value })}
              error={Boolean(error('first_name'))}
              helperText={error('first_name')}
            />
            <TextField
              fullWidth
              label={t('settingsPages.lastName')}
              value={draft.last_name}
              onChange={(event) => setDraft({ ...draft, last_name: event.target.value })}
            />
          </Stack>
          <Autocomplete
            multiple
            options={roles}
            value={draft.roles}
            onChange={(_, value) => setDraft({ ...draft, roles: value })}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('settingsPages.roles')}
                error={Boolean(error('roles'))}
                helperText={error('roles')}
              />
            )}
          />
          <Autocomplete
            multiple
            options={sites}
            value={draft.sites}
            onChange={(_, value) => setDraft({ ...draft, sites: value })}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('settingsPages.sites')}
                helperText={t('settingsPages.sitesHelp')}
              />
            )}
          />
          {user && (
            <FormControlLabel
              control={
                <Switch
                  checked={draft.is_active}
                  onChange={(_, checked) => setDraft({ ...draft, is_active: checked })}
                />
              }
              label={t('settingsPages.userActive')}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={saving}>
          {user ? t('common.save') : t('settingsPages.sendInvite')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
