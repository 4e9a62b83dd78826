import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import type { Role } from '../api/get-roles';
import { useSaveRole } from '../api/save-role';

export const ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export const key = (module: string, action: string) => `${module}:${action}`;

// A role being edited: its name, description and granted (module, action) pairs, where taking
// away reading takes the rest and granting any action grants reading; and the save.
export function useRoleEditor(role: Role | null, canEdit: boolean, onSaved: (id: number) => void) {
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

  return {
    fixed,
    name,
    setName,
    description,
    setDescription,
    granted,
    editable,
    toggle,
    submit,
    saving: save.isPending,
  };
}
