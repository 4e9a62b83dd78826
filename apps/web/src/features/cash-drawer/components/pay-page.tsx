import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney, parseMoney } from '@sari/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { useSites } from '../../../shared/api/use-sites';
import { parsePayParams, payRedirect } from '../../../shared/navigation/pay-params';
import type { ScreenProps } from '../../../shared/navigation/screen';
import { useSelectedSite } from '../../../shared/session/site-selection';
import { PageHeader } from '../../../shared/ui/page-header';
import { useDrawerOptions } from '../api/get-drawer-options';
import { useDrawerStatus } from '../api/get-drawer-status';
import { useRecordMovement } from '../api/record-movement';
import type { MovementKind } from './movement-dialog';

// The route's action as a movement of the drawer (decision 018).
export function movementKind(action: string, specialistId: number | null): MovementKind {
  const word = action.toLowerCase();
  if (['ingreso', 'income', 'entrada'].includes(word)) {
    return 'income';
  }
  if (['anticipo', 'advance', 'adelanto'].includes(word)) {
    return specialistId ? 'specialist_advance' : 'expense';
  }
  if (['pago', 'payout', 'pay', 'nomina', 'nómina', 'liquidacion', 'liquidación'].includes(word)) {
    return specialistId ? 'specialist_payout' : 'expense';
  }
  return 'expense';
}

// /cashDrawer/pay/{action}-{concept}-{total}-{pathredirect}-{idspecialist}: records that income
// or expense in the site's open session and returns to pathredirect. (A specialist's "pago" that
// returns to their payslip is the payslip's payout: app/pay-screen.tsx.)
export function PayPage({ screen }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pay = parsePayParams(useParams().payParams)!;
  const sites = useSites().data ?? [];
  const selected = useSelectedSite();
  const [chosen, setChosen] = useState(0);
  const siteId = chosen || selected || sites[0]?.id || 0;
  const status = useDrawerStatus(siteId);
  const options = useDrawerOptions().data;
  const record = useRecordMovement();
  const kind = movementKind(pay.action, pay.idspecialist);
  const specialist = options?.specialists.find((item) => item.id === pay.idspecialist);
  const [concept, setConcept] = useState(pay.concept);
  const [text, setText] = useState(String(pay.total));
  const [method, setMethod] = useState('efectivo');
  const [problem, setProblem] = useState<string | null>(null);
  const amount = parseMoney(text);
  const back = payRedirect(pay.pathredirect);

  const submit = async () => {
    try {
      await record.mutateAsync({
        site_id: siteId,
        type: kind,
        amount: amount ?? 0,
        concept: concept.trim(),
        payment_method: method,
        specialist_id: kind.startsWith('specialist') ? pay.idspecialist : null,
      });
      pushAlert(t('cashDrawer.payRecorded', { amount: formatMoney(amount ?? 0) }), 'success');
      navigate(back);
    } catch (error) {
      setProblem(httpErrorMessage(error));
    }
  };

  return (
    <>
      <PageHeader title={t(screen.title)} />
      <Card sx={{ maxWidth: 560 }} data-testid="pay-card">
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h2">{t(`cashDrawer.types.${kind}`)}</Typography>
            {specialist && (
              <Typography>
                {t('cashDrawer.forSpecialist', {
                  name: `${specialist.name} ${specialist.last_name ?? ''}`.trim(),
                })}
              </Typography>
            )}
            {sites.length > 1 && (
              <TextField
                select
                label={t('common.site')}
                value={siteId || ''}
                onChange={(event) => setChosen(Number(event.target.value))}
              >
                {sites.map((item) => (
                  <MenuItem key={item.id} value={item.id}>
                    {item.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {status.data && !status.data.session && (
              <Alert severity="warning">{t('cashDrawer.mustOpen')}</Alert>
            )}
            <TextField
              label={t('cashDrawer.concept')}
              value={concept}
              onChange={(event) => setConcept(event.target.value)}
            />
            <TextField
              label={t('cashDrawer.amount')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              error={amount === null}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextField
              select
              label={t('cashDrawer.method')}
              value={method}
              onChange={(event) => setMethod(event.target.value)}
            >
              {(options?.methods ?? []).map((item) => (
                <MenuItem key={item.code} value={item.code}>
                  {item.name}
                </MenuItem>
              ))}
            </TextField>
            {problem && <Alert severity="error">{problem}</Alert>}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => navigate(back)}>{t('common.cancel')}</Button>
              <Button
                variant="contained"
                onClick={submit}
                disabled={record.isPending || !amount || concept.trim().length < 3 || !status.data?.session}
              >
                {t('cashDrawer.recordAmount', { amount: formatMoney(amount ?? 0) })}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}
