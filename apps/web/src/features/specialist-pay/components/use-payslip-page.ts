import { formatDate, localIsoDate } from '@sari/domain/dates';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PAYSLIP_PATH, payRoute } from '../../../shared/navigation/pay-params';
import { useCurrentUser } from '../../../shared/session/current-user';
import { useSelectedSite } from '../../../shared/session/site-selection';
import { usePayslip } from '../api/get-payslip';
import { usePayslipLines } from '../api/get-payslip-lines';
import { useSpecialistOptions } from '../api/get-specialist-options';

export const DAY = /^\d{4}-\d{2}-\d{2}$/;

// The payslip page's state: the specialist and period kept in the URL, the payslip and its
// lines, and paying it through the pay screen.
export function usePayslipPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const siteId = useSelectedSite();
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const today = localIsoDate();
  const from = DAY.test(search.get('from') ?? '') ? search.get('from')! : `${today.slice(0, 8)}01`;
  const to = DAY.test(search.get('to') ?? '') ? search.get('to')! : today;
  const specialistId = Number(search.get('specialist')) || 0;
  const specialists = useSpecialistOptions();
  const navigate = useNavigate();
  const chosen = specialists.data?.find((option) => option.id === specialistId);
  const specialistLabel = chosen ? `${chosen.name} ${chosen.last_name ?? ''}`.trim() : '';
  const params = { specialistId, from, to, siteId };
  const ready = specialistId > 0 && from <= to;
  const payslip = usePayslip(params, ready);
  const lines = usePayslipLines(params, ready);

  const change = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    next.set(key, value);
    if (!next.get('from')) {
      next.set('from', from);
    }
    if (!next.get('to')) {
      next.set('to', to);
    }
    setSearch(next, { replace: true });
  };
  const data = payslip.data;
  const totals = data?.totals;
  const canPay = permissions.has('cash_drawer:create');

  const pay = () =>
    navigate(
      payRoute({
        action: 'pago',
        concept: t('specialistPay.payConcept', {
          name: specialistLabel,
          from: formatDate(from),
          to: formatDate(to),
        }),
        total: totals?.total ?? 0,
        pathredirect: `${PAYSLIP_PATH}?${search.toString()}`,
        idspecialist: specialistId,
      }),
    );
  return {
    from,
    to,
    specialistId,
    specialists,
    params,
    ready,
    payslip,
    lines,
    change,
    data,
    totals,
    canPay,
    pay,
  };
}

export type PayslipPageState = ReturnType<typeof usePayslipPage>;
