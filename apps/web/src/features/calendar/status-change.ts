import i18next from 'i18next';
import { pushAlert } from '../../shared/alerts/alert-store';
import { handleHttpError } from '../../shared/alerts/http-error';
import { HttpError } from '../../shared/api/http';

// Spec: a failed status change goes to the HTTP error handler. The one exception: a paid visit
// is cancelled only after its refund, and the drawer says so and leads there instead.
export function statusChangeFailed(error: unknown, onPaidVisit: (message: string) => void) {
  const problem = error instanceof HttpError ? error.errors[0] : undefined;
  const reason = (problem?.extensions as { reason?: string } | undefined)?.reason;
  if (problem && reason === 'cita_pagada') {
    onPaidVisit(problem.message);
    return;
  }
  handleHttpError(error);
}

// Spec: a reservation's status update that succeeds shows the success alert "succesful".
export function statusChanged() {
  pushAlert(i18next.t('common.succesful'), 'success');
}
