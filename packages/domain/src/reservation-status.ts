export const RESERVATION_STATUSES = [
  'confirmada',
  'cliente_llego',
  'inicio_servicio',
  'no_llego',
  'cancelado',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  confirmada: 'Confirmada',
  cliente_llego: 'Cliente llegó',
  inicio_servicio: 'Inicio servicio',
  no_llego: 'No llegó',
  cancelado: 'Cancelado',
};

// No restriction on transitions (spec-coverage 4 › Five reservation statuses): any status can be set directly.
export function canChangeStatus(from: ReservationStatus, to: ReservationStatus): boolean {
  return RESERVATION_STATUSES.includes(from) && RESERVATION_STATUSES.includes(to);
}

// A cancelled reservation frees the specialist's time.
export function blocksAgenda(status: ReservationStatus): boolean {
  return status !== 'cancelado';
}

// Why a visit can no longer be charged, or null while it can: once paid, and never once
// cancelled. The server's checkout refuses both with this rule; the screens that offer "Cobrar"
// (the reservation's drawer, the sales page's ?cobrar=) read it too.
export function chargeBlock(reservation: {
  status: string;
  is_paid: boolean;
}): 'pagada' | 'cancelada' | null {
  if (reservation.is_paid) {
    return 'pagada';
  }
  return reservation.status === 'cancelado' ? 'cancelada' : null;
}
