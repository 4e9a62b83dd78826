// Why a booking cannot be made: a stable code for programs (the API's error extensions, the
// screen's choice of what to highlight) and a Spanish message the server can return as it is.
import { FIRST_SLOT, formatTime12h, LAST_SLOT, minutesToTime, SLOT_MINUTES } from './time-slots';

export type ProblemCode =
  | 'reserva_vacia'
  | 'servicio_desconocido'
  | 'servicio_invalido'
  | 'especialista_desconocido'
  | 'fecha_invalida'
  | 'fuera_de_la_grilla'
  | 'hora_pasada'
  | 'aviso_minimo'
  | 'fuera_de_plazo'
  | 'dia_cerrado'
  | 'antes_de_apertura'
  | 'despues_de_cierre'
  | 'termina_despues_de_cierre'
  | 'no_ofrece_servicio'
  | 'nadie_ofrece_servicio'
  | 'especialista_ausente'
  | 'fuera_de_disponibilidad'
  | 'choque_con_reserva'
  | 'sin_especialista_libre'
  | 'recurso_ocupado'
  | 'recurso_fuera_de_horario';

// serviceIndex is the position in the booking's service list; bookingId names the clashing
// booking (the id passed in its busy range).
export type BookingProblem = {
  code: ProblemCode;
  message: string;
  serviceIndex?: number;
  serviceId?: number;
  specialistId?: number;
  bookingId?: number | string;
};

// What a message may mention; minutes are minutes of the day, shown as '8:00 AM' like the grid.
export type ProblemDetails = Omit<BookingProblem, 'code' | 'message'> & {
  specialistName?: string;
  serviceName?: string;
  minutes?: number;
  from?: number;
  to?: number;
  days?: number;
  // A room or machine (decision 053): its kind (cabina, sala, equipo) and, when one is named, its name.
  resourceKind?: string;
  resourceName?: string;
  // Every candidate of the kind, each with the first hold in the way or closed by its own hours.
  resourcesTaken?: ({ name: string; from: number; to: number } | { name: string; closed: true })[];
  // The named resource is outside its own hours (decision 058): that day's windows.
  resourceHours?: { start: number; end: number }[];
};

const THE: Record<string, string> = { cabina: 'La cabina', sala: 'La sala', equipo: 'El equipo' };
const TAKEN: Record<string, string> = { cabina: 'ocupada', sala: 'ocupada', equipo: 'ocupado' };
const NONE: Record<string, string> = {
  cabina: 'ninguna cabina',
  sala: 'ninguna sala',
  equipo: 'ningún equipo',
};
const hhmm = (minutes = 0) => minutesToTime(minutes).slice(0, 5);

// "La cabina 'Cabina 1' está ocupada de 10:00 a 11:00." (the server's refusal says the same).
export function resourceTakenMessage(kind: string, name: string, from: string, to: string) {
  return `${THE[kind] ?? 'El recurso'} '${name}' está ${TAKEN[kind] ?? 'ocupado'} de ${from} a ${to}.`;
}

// "La cabina 'Cabina 1' no está disponible a esa hora: ese día su horario es de 13:00 a 20:00."
// (a resource's own hours, decision 058; the server's refusal says the same).
export function resourceClosedMessage(kind: string, name: string, windows: [from: string, to: string][]) {
  const it = `${THE[kind] ?? 'El recurso'} '${name}'`;
  return windows.length === 0
    ? `${it} no está disponible ese día según su horario.`
    : `${it} no está disponible a esa hora: ese día su horario es ${windows.map(([from, to]) => `de ${from} a ${to}`).join(' y ')}.`;
}

// One candidate in "No hay ninguna cabina libre a esa hora: …".
export const resourceTakenPart = (name: string, taken: [string, string] | null) =>
  taken ? `'${name}' de ${taken[0]} a ${taken[1]}` : `'${name}' fuera de su horario`;

const clock = (minutes = 0) => formatTime12h(minutesToTime(minutes));

function messageOf(code: ProblemCode, d: ProblemDetails): string {
  const who = d.specialistName ?? 'El especialista';
  const what = d.serviceName ? `«${d.serviceName}»` : 'este servicio';
  switch (code) {
    case 'reserva_vacia':
      return 'Elige al menos un servicio.';
    case 'servicio_desconocido':
      return 'El servicio no existe o no se ofrece en esta sede.';
    case 'servicio_invalido':
      return d.serviceName
        ? `El servicio «${d.serviceName}» no tiene una duración válida.`
        : 'El servicio no tiene una duración válida.';
    case 'especialista_desconocido':
      return 'El especialista no existe o no atiende en esta sede.';
    case 'fecha_invalida':
      return 'La fecha o la hora no es válida.';
    case 'fuera_de_la_grilla':
      return `La hora debe caer cada ${SLOT_MINUTES} minutos entre ${formatTime12h(minutesToTime(FIRST_SLOT))} y ${formatTime12h(minutesToTime(LAST_SLOT))}.`;
    case 'hora_pasada':
      return 'Esa hora ya pasó.';
    case 'aviso_minimo':
      return `Las reservas se hacen con al menos ${d.minutes} minutos de anticipación.`;
    case 'fuera_de_plazo':
      return d.days === 0
        ? 'Solo se puede reservar para hoy.'
        : `Solo se puede reservar hasta ${d.days} ${d.days === 1 ? 'día' : 'días'} por adelantado.`;
    case 'dia_cerrado':
      return 'La sede está cerrada ese día.';
    case 'antes_de_apertura':
      return `La sede abre a las ${clock(d.minutes)}.`;
    case 'despues_de_cierre':
      return `La sede cierra a las ${clock(d.minutes)}.`;
    case 'termina_despues_de_cierre':
      return `La reserva terminaría a las ${clock(d.to)}, después del cierre (${clock(d.minutes)}).`;
    case 'no_ofrece_servicio':
      return `${who} no ofrece ${what}.`;
    case 'nadie_ofrece_servicio':
      return `Ningún especialista de la sede ofrece ${what}.`;
    case 'especialista_ausente':
      return `${who} está ausente a esa hora.`;
    case 'fuera_de_disponibilidad':
      return `${who} no trabaja a esa hora.`;
    case 'choque_con_reserva':
      return `${who} ya tiene una reserva de ${clock(d.from)} a ${clock(d.to)}.`;
    case 'sin_especialista_libre':
      return `No hay especialistas libres para ${what} a esa hora.`;
    case 'recurso_fuera_de_horario':
      return resourceClosedMessage(
        d.resourceKind ?? '',
        d.resourceName ?? '',
        (d.resourceHours ?? []).map((w) => [hhmm(w.start), hhmm(w.end)]),
      );
    case 'recurso_ocupado':
      return d.resourceName
        ? resourceTakenMessage(d.resourceKind ?? '', d.resourceName, hhmm(d.from), hhmm(d.to))
        : d.resourcesTaken?.length
          ? `No hay ${NONE[d.resourceKind ?? ''] ?? 'ningún recurso'} libre a esa hora: ${d.resourcesTaken
              .map((taken) =>
                resourceTakenPart(taken.name, 'closed' in taken ? null : [hhmm(taken.from), hhmm(taken.to)]),
              )
              .join(', ')}.`
          : `No hay ${NONE[d.resourceKind ?? ''] ?? 'ningún recurso'} en esta sede para ${what}.`;
  }
}

export function bookingProblem(code: ProblemCode, details: ProblemDetails = {}): BookingProblem {
  const {
    specialistName,
    serviceName,
    minutes,
    from,
    to,
    days,
    resourceKind,
    resourceName,
    resourceHours,
    ...ids
  } = details;
  return { code, message: messageOf(code, details), ...ids };
}
