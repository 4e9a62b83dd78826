import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { planFor } from '../../api/get-client-plans';
import type { BookingLine } from '../../booking-lines';
import type { BookingForm } from './use-booking-form';

// A line's cabin or machine chosen by hand ("Cualquiera": the server picks a free one; a chosen
// one it keeps or refuses naming what is taken), and the client's package covering the service
// ("Plan: quedan 7 de 10"). Decision 057.
export function LineResource({ form, line, index }: { form: BookingForm; line: BookingLine; index: number }) {
  const { t } = useTranslation();
  const choices = form.choicesOf(line);
  const plan = planFor(form.plans, form.client.client?.id ?? null, line.serviceId);
  return (
    <>
      {choices.length > 0 && (
        <TextField
          select
          size="small"
          label={t('calendar.resource')}
          value={form.resourceOf(line) ?? 0}
          onChange={(event) => form.update(line.key, { resourceId: Number(event.target.value) || null })}
          data-testid={`booking-resource-${index}`}
          sx={{ maxWidth: { sm: 260 } }}
        >
          <MenuItem value={0}>{t('calendar.anyResource')}</MenuItem>
          {choices.map((resource) => (
            <MenuItem key={resource.id} value={resource.id}>
              {resource.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {plan && (
        <Typography
          sx={{ color: 'primary.main', fontWeight: 600, fontSize: 14 }}
          data-testid={`booking-plan-${index}`}
        >
          {t('calendar.planLeft', { left: plan.left, of: plan.of })} · {plan.name}
        </Typography>
      )}
    </>
  );
}
