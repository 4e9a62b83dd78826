import EditIcon from '@mui/icons-material/Edit';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/session/current-user';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { ListHeader } from '../../../shared/ui/list-parts';
import { type UserRow, useUsers } from '../api/get-users';
import { UserDialog } from './user-dialog';

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
