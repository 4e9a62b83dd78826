import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import type { Site } from '../../../shared/api/use-sites';
import type { FormValues } from '../../../shared/forms/form-fields';
import { toWindow, useWeekWindows, windowRows } from '../../../shared/week-hours/use-week-windows';
import { RESOURCE_KINDS, type Resource, type ResourceKind } from '../api/resource-keys';
import { useSaveResource } from '../api/save-resource';

// The cabin form (decision 053): name, kind, site (kept once created: its bookings are that
// site's), active, and its own weekly hours (decision 058; none: the site's), saved together.
export function useResourceForm(
  resource: Resource | undefined,
  sites: Site[],
  selectedSite: number,
  onClose: () => void,
) {
  const { t } = useTranslation();
  const save = useSaveResource();
  const week = useWeekWindows(
    (resource?.resource_availability ?? []).map((row) => toWindow(row)),
    0,
  );
  const schema = z.object({
    name: z.string().trim().min(1, t('resources.nameRequired')).max(120),
    kind: z.enum(RESOURCE_KINDS as [ResourceKind, ...ResourceKind[]]),
    site: z.string().min(1, t('resources.siteRequired')),
  });
  const defaultSite = selectedSite > 0 ? selectedSite : sites.length === 1 ? sites[0].id : 0;
  const initial: FormValues = {
    name: resource?.name ?? '',
    kind: resource?.kind ?? 'cabina',
    site: String(resource?.site_id.id ?? (defaultSite || '')),
    is_active: resource?.is_active ?? true,
  };
  const form = useForm<FormValues>({
    resolver: zodResolver(schema.passthrough()) as never,
    values: initial,
    resetOptions: { keepDirtyValues: true },
  });

  const submit = form.handleSubmit(async (values) => {
    if (week.overlap) {
      return;
    }
    const common = {
      name: String(values.name).trim(),
      kind: values.kind as ResourceKind,
      is_active: Boolean(values.is_active),
      ...(week.dirty ? { resource_availability: windowRows(week.windows, false) } : {}),
    };
    try {
      if (resource) {
        await save.mutateAsync({ id: resource.id, values: common });
      } else {
        await save.mutateAsync({ values: { ...common, site_id: Number(values.site) } });
      }
      pushAlert(t('resources.saved'), 'success');
      onClose();
    } catch (failure) {
      handleHttpError(failure);
    }
  });

  return { form, week, submit, saving: save.isPending };
}
