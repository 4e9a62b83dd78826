import { EMAIL_PATTERN } from '@sari/domain/client-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import type { Site } from '../../../shared/api/use-sites';
import { useChanged } from '../../../shared/ui/form-dialog';
import type { RoleOption } from '../api/get-role-options';
import type { UserRow } from '../api/get-users';
import { useInviteUser } from '../api/invite-user';
import { useUpdateUser } from '../api/update-user';

export type Draft = {
  first_name: string;
  last_name: string;
  email: string;
  roles: RoleOption[];
  sites: Site[];
  is_active: boolean;
};

// A user's draft: an invitation (e-mail, name, roles, sites) or the changes to a user, checked
// and sent.
export function useUserForm(user: UserRow | undefined, onClose: () => void) {
  const { t } = useTranslation();
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

  return { draft, setDraft, dirty, error, submit, saving: update.isPending || invite.isPending };
}
