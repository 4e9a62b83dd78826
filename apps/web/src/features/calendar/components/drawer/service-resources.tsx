import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../../shared/alerts/http-error';
import type { DayRow } from '../../api/calendar-keys';
import { useChangeResource } from '../../api/change-resource';
import type { ClientPlan } from '../../api/get-client-plans';
import type { ReservationDetail } from '../../api/get-reservation';
import type { CalendarResource } from '../../api/get-resources';
import { freeResources } from '../../resource-picks';

type Service = ReservationDetail['service_reservation_service'][number];

// A service's package and cabins in the drawer (decision 057): "Plan: quedan 7 de 10" when one of
// the client's packages covers it, and for each cabin or machine it holds a select of the site's
// others of that kind free at its time (the server checks again and names what is taken).
export function ServiceResources({
  siteId,
  service,
  row,
  rows,
  resources,
  plan,
  canChange,
}: {
  siteId: number;
  service: Service;
  row: DayRow | undefined;
  rows: DayRow[];
  resources: CalendarResource[];
  plan: ClientPlan | null;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const change = useChangeResource(siteId);
  const holds = service.resources ?? [];
  return (
    <>
      {plan && (
        <Typography sx={{ fontSize: 13, color: 'primary.main', fontWeight: 600 }} data-testid="drawer-plan">
          {t('calendar.planLeft', { left: plan.left, of: plan.of })} · {plan.name}
        </Typography>
      )}
      {canChange && row && holds.length > 0 && (
        <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
          {holds.map((hold) => {
            const kind = hold.resource_id.kind;
            const options = freeResources({ resources, rows, row, kind, keep: hold.resource_id.id });
            return (
              <TextField
                key={hold.id}
                select
                size="small"
                label={t('calendar.changeResource', { kind: t(`calendar.resourceKind.${kind}`) })}
                value={hold.resource_id.id}
                disabled={change.isPending}
                data-testid={`drawer-resource-${service.id}-${kind}`}
                onChange={(event) =>
                  change.mutate(
                    {
                      id: service.id,
                      resource_id: Number(event.target.value),
                      from_resource_id: hold.resource_id.id,
                    },
                    {
                      onSuccess: () => pushAlert(t('calendar.resourceChanged'), 'success'),
                      onError: (error) => handleHttpError(error),
                    },
                  )
                }
                sx={{ minWidth: 160 }}
              >
                {options.map((option) => (
                  <MenuItem key={option.id} value={option.id}>
                    {option.name}
                  </MenuItem>
                ))}
              </TextField>
            );
          })}
        </Stack>
      )}
    </>
  );
}
