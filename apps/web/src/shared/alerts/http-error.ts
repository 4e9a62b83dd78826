import i18next from 'i18next';
import { HttpError } from '../api/http';
import { pushAlert } from './alert-store';

// The shared HTTP error handler: the first server error message if any, else the given text,
// else the translated general HTTP error message.
export function httpErrorMessage(error: unknown, text?: string): string {
  const serverMessage = error instanceof HttpError ? error.errors[0]?.message : undefined;
  return serverMessage || text || i18next.t('errors.http');
}

export function handleHttpError(error: unknown, text?: string) {
  pushAlert(httpErrorMessage(error, text), 'error');
}
