import { localIsoDate } from '@sari/domain/dates';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useSites } from '../../../shared/api/use-sites';
import { useCurrentUser } from '../../../shared/session/current-user';
import { useAgenda } from '../api/get-agenda';
import { useMonthPayslip } from '../api/get-month-payslip';
import { useParticipation } from '../api/get-participation';
import { useSpecialist } from '../api/get-specialist';

// The specialist detail page's state: the specialist, its agenda from today, this month's
// participation and payslip, and the edit dialog's switch.
export function useSpecialistDetail() {
  const id = Number(useParams().id);
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const specialist = useSpecialist(id);
  const allSites = useSites().data ?? [];
  const today = localIsoDate();
  const month = { start: `${today.slice(0, 8)}01`, today };
  const agenda = useAgenda(id, today);
  const participation = useParticipation(id, month, specialist.data?.specialist_commission ?? []);
  // Whoever may read the payslip sees its commission; the others an estimate, labelled as one.
  const canReadPayslip = permissions.has('reports:read');
  const payslip = useMonthPayslip(id, month, canReadPayslip);
  const [editing, setEditing] = useState(false);

  return {
    id,
    permissions,
    specialist,
    allSites,
    today,
    month,
    agenda,
    participation,
    canReadPayslip,
    payslip,
    editing,
    setEditing,
  };
}
