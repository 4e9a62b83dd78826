import { ApiError, fromDatabaseError } from '../../platform/errors';

// What a visitor hears when a time is refused, booking or moving online: that it is taken or not
// available, never whose column, cabin or machine took it, nor which one keeps its own hours
// (decisions 053, 058). Every other rule keeps its own message (notice, days ahead, closed day).
const TAKEN = ['choque_con_reserva', 'sin_especialista_libre', 'recurso_ocupado'];
const UNAVAILABLE = 'Ese horario no está disponible para este servicio. Elige otro, por favor.';

export function visitorRefusal(problem: { code: string; message: string }, taken: string) {
  if (TAKEN.includes(problem.code)) {
    return new ApiError('SCHEDULE_CONFLICT', taken, { reason: problem.code });
  }
  if (problem.code === 'recurso_fuera_de_horario') {
    return new ApiError('BUSINESS_RULE', UNAVAILABLE, { reason: problem.code });
  }
  return new ApiError('BUSINESS_RULE', problem.message, { reason: problem.code });
}

// The same for a refusal met while writing (another booking took the time between the check and
// the write, or a resource's hours changed): the database's and the holds' refusals in visitor's
// words; anything else is not a refusal and goes on as it is.
export function visitorWriteRefusal(error: unknown, taken: string) {
  const known = error instanceof ApiError ? error : fromDatabaseError(error);
  if (known?.status === 409) {
    return new ApiError('SCHEDULE_CONFLICT', taken, { reason: 'choque_con_reserva' });
  }
  if (known?.extra.reason === 'recurso_fuera_de_horario') {
    return new ApiError('BUSINESS_RULE', UNAVAILABLE, { reason: 'recurso_fuera_de_horario' });
  }
  return error;
}
