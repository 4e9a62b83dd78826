import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteItemDialog } from '../../../shared/crud/delete-item-dialog';
import { useCurrentUser } from '../../../shared/session/current-user';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { ListHeader } from '../../../shared/ui/list-parts';
import { useModules } from '../api/get-modules';
import { type Role, useRoles } from '../api/get-roles';
import { settingsKeys } from '../api/settings-keys';
import { RoleEditor } from './role-editor';

// Roles and their module × action permission matrix.
export function RolesPage() {
  const { t } = useTranslation();
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const roles = useRoles();
  const modules = useModules().data ?? [];
  const [selected, setSelected] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  if (roles.isLoading) {
    return <CenteredSpinner />;
  }
  const list = roles.data ?? [];
  const current = selected === 'new' ? null : (list.find((role) => role.id === selected) ?? list[0] ?? null);

  return (
    <Box>
      <ListHeader title={t('settingsMenu.role')}>
        {permissions.has('users:create') && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setSelected('new')}
            data-testid="new-role"
          >
            {t('settingsPages.newRole')}
          </Button>
        )}
      </ListHeader>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card>
            <List data-testid="role-list">
              {list.map((role) => (
                <ListItem
                  key={role.id}
                  disablePadding
                  secondaryAction={
                    permissions.has('users:delete') &&
                    !role.system_key && (
                      <IconButton
                        edge="end"
                        aria-label={`${t('crud.delete')} ${role.name}`}
                        onClick={() => setDeleting(role)}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    )
                  }
                >
                  <ListItemButton
                    selected={selected !== 'new' && current?.id === role.id}
                    onClick={() => setSelected(role.id)}
                  >
                    <ListItemText
                      primary={
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <span>{role.name}</span>
                          {role.system_key && <Chip size="small" label={t('settingsPages.systemRole')} />}
                        </Stack>
                      }
                      secondary={t('settingsPages.usersCount', { count: role.sari_user_role.length })}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card>
            <CardContent>
              <Typography variant="h3" sx={{ mb: 2 }}>
                {selected === 'new' ? t('settingsPages.newRole') : current?.name}
              </Typography>
              <RoleEditor
                key={
                  selected === 'new' ? 'new' : `${current?.id}-${JSON.stringify(current?.sari_permissions)}`
                }
                role={current}
                modules={modules}
                canEdit={permissions.has(selected === 'new' ? 'users:create' : 'users:update')}
                onSaved={(id) => setSelected(id)}
              />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      {deleting && (
        <DeleteItemDialog
          collection="sari_role"
          id={deleting.id}
          name={deleting.name}
          canDeactivate={false}
          onClose={() => {
            setDeleting(null);
            setSelected(null);
          }}
          invalidate={[...settingsKeys.roles]}
        />
      )}
    </Box>
  );
}
