import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Module } from '../api/get-modules';
import type { Role } from '../api/get-roles';
import { ACTIONS, key, useRoleEditor } from './use-role-editor';

// One role's name and description over its module × action permission matrix.
export function RoleEditor({
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
  const { fixed, name, setName, description, setDescription, granted, editable, toggle, submit, saving } =
    useRoleEditor(role, canEdit, onSaved);

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
          <Button variant="contained" onClick={submit} disabled={!name.trim() || saving}>
            {role ? t('common.save') : t('settingsPages.createRole')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
