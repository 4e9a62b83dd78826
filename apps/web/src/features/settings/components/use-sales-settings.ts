import { MEMBERSHIP_REMINDER } from '@sari/domain/wallet';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { useCurrentUser } from '../../../shared/session/current-user';
import { type PaymentMethod, usePaymentMethods } from '../api/get-payment-methods';
import { useSettingValues } from '../api/get-setting-values';
import { useUpdatePaymentMethods } from '../api/update-payment-methods';
import { useUpdateSettingValues } from '../api/update-setting-values';

// The sales settings page's state: the setting values and payment methods being edited, and the
// save (only what changed).
export function useSalesSettings() {
  const { t } = useTranslation();
  const canEdit = useCurrentUser().data?.permissions.has('settings:update') ?? false;
  const settings = useSettingValues();
  const methods = usePaymentMethods();
  const saveSettings = useUpdateSettingValues();
  const saveMethods = useUpdatePaymentMethods();
  const [values, setValues] = useState<Record<string, string>>({});
  const [offered, setOffered] = useState<PaymentMethod[]>([]);

  useEffect(() => {
    if (settings.data) {
      setValues(Object.fromEntries(settings.data.map((row) => [row.key, row.value ?? ''])));
    }
  }, [settings.data]);
  useEffect(() => {
    if (methods.data) {
      setOffered(methods.data);
    }
  }, [methods.data]);

  const save = async () => {
    try {
      const rows = settings.data ?? [];
      await saveSettings.mutateAsync([
        ...rows
          .filter((row) => (row.value ?? '') !== (values[row.key] ?? ''))
          .map((row) => ({ id: row.id, value: values[row.key] })),
        // A setting added after the company was created (decision 060) has no row yet.
        ...(values[MEMBERSHIP_REMINDER.key] !== undefined &&
        !rows.some((row) => row.key === MEMBERSHIP_REMINDER.key)
          ? [{ key: MEMBERSHIP_REMINDER.key, value: values[MEMBERSHIP_REMINDER.key] }]
          : []),
      ]);
      const changed = offered.filter((method) => {
        const before = methods.data?.find((row) => row.id === method.id);
        return before && (before.is_active !== method.is_active || before.name !== method.name);
      });
      if (changed.length) {
        await saveMethods.mutateAsync(
          changed.map((method) => ({ id: method.id, is_active: method.is_active, name: method.name.trim() })),
        );
      }
      pushAlert(t('settingsPages.saved'), 'success');
    } catch (error) {
      handleHttpError(error);
    }
  };
  return {
    canEdit,
    settings,
    methods,
    values,
    setValues,
    offered,
    setOffered,
    save,
    saving: saveSettings.isPending || saveMethods.isPending,
  };
}
