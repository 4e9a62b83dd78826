import EditIcon from '@mui/icons-material/Edit';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EMAIL_PATTERN } from '@sari/domain/client-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { type Site, useSites } from '../../../shared/api/use-sites';
import { useCurrentUser } from '../../../shared/session/current-user';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { FormDialog, useChanged } from '../../../shared/ui/form-dialog';
import { ListHeader } from '../../../shared/ui/list-parts';
import { type RoleOption, useRoleOptions } from '../api/get-role-options';
import { type UserRow, useUsers } from '../api/get-users';
import { useInviteUser } from '../api/invite-user';
import { useUpdateUser } from '../api/update-user';

type Draft = {
  first_name: string;
  last_name: string;
  email: string;
  roles: RoleOption[];
  sites: Site[];
  is_active: boolean;
};

function UserDialog({ user, onClose }: { user?: UserRow; onClose: () => void }) {
  const { t } = useTranslation();
  const roles = useRoleOptions().data ?? [];
  const sites = useSites().data ?? [];
  const [draft, setDraft] = useState<Draft>({
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    roles: user?.sari_user_role.map((link) => link.sari_role_id) ?? [],
    sites: user?.sari_user_sites.map((link) => link.site_id) ?? [],
    is_active: user?.is_active ?? true,
  });
  const [tried, setTried] = useState(false);
  const dirty = useChanged(draft);
  const update = useUpdateUser();
  const invite = useInviteUser();
  const errors = {
    first_name: draft.first_name.trim() ? null : t('settingsPages.userNameRequired'),
    email: user || EMAIL_PATTERN.test(draft.email.trim()) ? null : t('clients.emailInvalid'),
    roles: draft.roles.length ? null : t('settingsPages.rolesRequired'),
  };
  const submit = async () => {
    setTried(true);
    if (Object.values(errors).some(Boolean)) {
      return;
    }
    try {
      if (user) {
        await update.mutateAsync({
          id: user.id,
          body: {
            first_name: draft.first_name.trim(),
            last_name: draft.last_name.trim() || null,
            is_active: draft.is_active,
            sari_user_role: draft.roles.map((role) => {
              const existing = user.sari_user_role.find((link) => link.sari_role_id.id === role.id);
              return existing ? { id: existing.id } : { sari_role_id: role.id };
            }),
            sari_user_sites: draft.sites.map((site) => {
              const existing = user.sari_user_sites.find((link) => link.site_id.id === site.id);
              return existing ? { id: existing.id } : { site_id: site.id };
            }),
          },
        });
        pushAlert(t('settingsPages.userSaved'), 'success');
      } else {
        await invite.mutateAsync({
          email: draft.email.trim(),
          first_name: draft.first_name.trim(),
          last_name: draft.last_name.trim() || null,
          role_ids: draft.roles.map((role) => role.id),
          site_ids: draft.sites.map((site) => site.id),
        });
        pushAlert(t('settingsPages.invited', { email: draft.email.trim() }), 'success');
      }
      onClose();
    } catch (error) {
      handleHttpError(error);
    }
  };
  const error = (name: keyof typeof errors) => (tried ? errors[name] : null);

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
        <Button variant="contained" onClick={submit} disabled={update.isPending || invite.isPending}>
          {user ? t('common.save') : t('settingsPages.sendInvite')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}

// What a user's row says beside the name: an invitation not yet accepted, a switched-off user.
export function UserStateChips({ user }: { user: Pick<UserRow, 'is_active' | 'invitation_pending'> }) {
  const { t } = useTranslation();
  return (
    <>
      {user.invitation_pending && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={t('settingsPages.invitationPending')}
          sx={{ ml: 1 }}
          data-testid="invitation-pending"
        />
      )}
      {!user.is_active && <Chip size="small" label={t('crud.inactive')} sx={{ ml: 1 }} />}
    </>
  );
}

// Users: who uses the system, with which roles and sites.
export function UsersPage() {
  const { t } = useTranslation();
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const users = useUsers();
  const [editing, setEditing] = useState<UserRow | 'new' | null>(null);
  if (users.isLoading) {
    return <CenteredSpinner />;
  }
  const wide = { xs: 'none', md: 'table-cell' };
  return (
    <Box>
      <ListHeader title={t('settingsMenu.users')}>
        {permissions.has('users:create') && (
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            onClick={() => setEditing('new')}
            data-testid="invite-user"
          >
            {t('settingsPages.inviteUser')}
          </Button>
        )}
      </ListHeader>
      <Card>
        <TableContainer>
          <Table size="small" data-testid="user-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('settingsPages.user')}</TableCell>
                <TableCell>{t('settingsPages.roles')}</TableCell>
                <TableCell sx={{ display: wide }}>{t('settingsPages.sites')}</TableCell>
                <TableCell align="right">{t('crud.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(users.data ?? []).map((user) => {
                const name = `${user.first_name} ${user.last_name ?? ''}`.trim();
                return (
                  <TableRow key={user.id} hover>
                    <TableCell>
                      <Typography sx={{ fontWeight: 600 }}>
                        {name}
                        <UserStateChips user={user} />
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {user.email}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                        {user.sari_user_role.map((link) => (
                          <Chip key={link.id} size="small" label={link.sari_role_id.name} />
                        ))}
                      </Stack>
                    </TableCell>
                    <TableCell sx={{ display: wide }}>
                      {user.sari_user_sites.length
                        ? user.sari_user_sites.map((link) => link.site_id.name).join(', ')
                        : t('settingsPages.allSites')}
                    </TableCell>
                    <TableCell align="right">
                      {permissions.has('users:update') && (
                        <IconButton aria-label={`${t('crud.edit')} ${name}`} onClick={() => setEditing(user)}>
                          <EditIcon fontSize="small" />
                        </IconButton>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
      {editing && (
        <UserDialog user={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </Box>
  );
}
