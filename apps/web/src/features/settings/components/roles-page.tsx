import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { DeleteItemDialog } from '../../../shared/crud/delete-item-dialog';
import { useCurrentUser } from '../../../shared/session/current-user';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { ListHeader } from '../../../shared/ui/list-parts';
import { type Module, useModules } from '../api/get-modules';
import { type Role, useRoles } from '../api/get-roles';
import { useSaveRole } from '../api/save-role';
import { settingsKeys } from '../api/settings-keys';

const ACTIONS = ['read', 'create', 'update', 'delete'] as const;
const key = (module: string, action: string) => `${module}:${action}`;

function RoleEditor({
  role,
  modules,
  canEdit,
  onSaved,
}: {
  role: Role | null;
  modules: Module[];
  canEdit: boolean;
  onSaved: (id: number) => void;
}) {
  const { t } = useTranslation();
  const fixed = role?.system_key === 'administrador';
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [granted, setGranted] = useState<Set<string>>(
    () =>
      new Set(
        role?.sari_permissions.map((permission) => key(permission.sari_module_id, permission.action)) ?? [],
      ),
  );
  const save = useSaveRole();
  const editable = canEdit && !fixed;
  const toggle = (pair: string) => {
    const next = new Set(granted);
    if (next.has(pair)) {
      next.delete(pair);
      // Without reading a module, the other actions make no sense.
      if (pair.endsWith(':read')) {
        for (const action of ACTIONS) {
          next.delete(key(pair.split(':')[0], action));
        }
      }
    } else {
      next.add(pair);
      next.add(key(pair.split(':')[0], 'read'));
    }
    setGranted(next);
  };
  const submit = async () => {
    if (!name.trim()) {
      return;
    }
    const permissions = fixed
      ? undefined
      : [...granted].map((pair) => {
          const [module, action] = pair.split(':');
          const existing = role?.sari_permissions.find(
            (row) => row.sari_module_id === module && row.action === action,
          );
          return existing ? { id: existing.id } : { sari_module_id: module, action };
        });
    try {
      const result = await save.mutateAsync({
        id: role?.id,
        body: {
          name: name.trim(),
          description: description.trim() || null,
          ...(permissions ? { sari_permissions: permissions } : {}),
        },
      });
      pushAlert(t('settingsPages.roleSaved'), 'success');
      onSaved(result.data.id);
    } catch (error) {
      handleHttpError(error);
    }
  };

  return (
    <Box data-testid="role-editor">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label={t('settingsPages.roleName')}
          value={name}
          required
          disabled={!canEdit}
          onChange={(event) => setName(event.target.value)}
          error={!name.trim()}
          helperText={!name.trim() ? t('settingsPages.roleNameRequired') : undefined}
          sx={{ flexGrow: 1 }}
        />
        <TextField
          label={t('settingsPages.roleDescription')}
          value={description}
          disabled={!canEdit}
          onChange={(event) => setDescription(event.target.value)}
          sx={{ flexGrow: 2 }}
        />
      </Stack>
      {fixed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('settingsPages.adminFixed')}
        </Alert>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="permission-matrix">
          <TableHead>
            <TableRow>
              <TableCell>{t('settingsPages.module')}</TableCell>
              {ACTIONS.map((action) => (
                <TableCell
                  key={action}
                  align="center"
                  sx={{ px: { xs: 0.25, sm: 2 }, fontSize: { xs: '0.72rem', sm: '0.875rem' } }}
                >
                  {t(`settingsPages.actions.${action}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {modules.map((module) => (
              <TableRow key={module.id} hover>
                <TableCell sx={{ fontWeight: 600 }}>{module.name}</TableCell>
                {ACTIONS.map((action) => (
                  <TableCell key={action} align="center" padding="none">
                    <Checkbox
                      checked={fixed || granted.has(key(module.id, action))}
                      disabled={!editable}
                      onChange={() => toggle(key(module.id, action))}
                      slotProps={{
                        input: { 'aria-label': `${module.name}: ${t(`settingsPages.actions.${action}`)}` },
                      }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {canEdit && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button variant="contained" onClick={submit} disabled={!name.trim() || save.isPending}>
            {role ? t('common.save') : t('settingsPages.createRole')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

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
