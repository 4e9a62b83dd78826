import { whatsappUrl } from '@sari/domain/contact-links';
import { formatLongDate } from '@sari/domain/dates';
import { formatTime12h } from '@sari/domain/time-slots';
import { useTranslation } from 'react-i18next';
import type { DayRow } from '../../api/calendar-keys';
import { useClientBalance } from '../../api/get-client-balance';
import { planFor, useClientPlans } from '../../api/get-client-plans';
import { useClientVisits } from '../../api/get-client-visits';
import { useReservation } from '../../api/get-reservation';
import { useReservationMessages } from '../../api/get-reservation-messages';
import { useCalendarResources } from '../../api/get-resources';
import type { CalendarSite } from '../../api/get-site';

// What the drawer shows of a reservation: its detail, the client's balance and other visits, the
// grid's rows of it, its services in time order, the WhatsApp link and the status.
export function useReservationDrawer({
  reservationId,
  site,
  rows,
}: {
  reservationId: number;
  site: CalendarSite;
  rows: DayRow[];
}) {
  const { t } = useTranslation();
  const data = useReservation(reservationId).data;
  const clientId = data?.client_id?.id ?? null;
  const balance = useClientBalance(clientId).data;
  const visits = (useClientVisits(clientId).data ?? []).filter((visit) => visit.id !== reservationId);
  const messages = useReservationMessages(reservationId).data ?? [];
  const rowsOf = rows.filter((row) => row.service_reservation_id.id === reservationId);
  const services = [...(data?.service_reservation_service ?? [])].sort((a, b) =>
    a.service_time.localeCompare(b.service_time),
  );
  const firstTime = services[0]?.service_time.slice(0, 5);
  const client = data?.client_id;
  const whatsapp =
    client?.phone && data && firstTime
      ? whatsappUrl(
          client.phone,
          t('calendar.whatsappText', {
            name: client.first_name,
            services: services.map((service) => service.service_id.name).join(', '),
            date: formatLongDate(data.date),
            time: formatTime12h(firstTime),
            place: [site.name, site.address].filter(Boolean).join(', '),
          }),
        )
      : null;
  const status = rowsOf[0]?.service_reservation_id.status ?? data?.status ?? 'confirmada';
  const resources = useCalendarResources(site.id).data ?? [];
  // The client's session packages on the visit's day (decision 057); none once it is paid.
  const plans = useClientPlans(
    data?.date.slice(0, 10) ?? '',
    data && !data.is_paid && clientId ? [clientId] : [],
  ).data;
  const planOf = (serviceId: number) => planFor(plans, clientId, serviceId);
  return { data, balance, visits, messages, rowsOf, services, whatsapp, status, resources, planOf };
}
