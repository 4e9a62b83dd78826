import { sameSitePath } from './same-site-path';

// action-concept-total-pathredirect-idspecialist in one segment; the concept may hold dashes.
export function parsePayParams(raw: string | undefined) {
  const parts = (raw ?? '').split('-');
  if (parts.length < 5) {
    return null;
  }
  const [action, ...rest] = parts;
  const idspecialist = rest.pop()!;
  const pathredirect = rest.pop()!;
  const total = rest.pop()!;
  const concept = rest.join('-');
  if (!action || !concept || !/^\d+$/.test(total) || !/^\d*$/.test(idspecialist)) {
    return null;
  }
  return {
    action,
    concept: decodeURIComponent(concept),
    total: Number(total),
    pathredirect: decodeURIComponent(pathredirect),
    idspecialist: idspecialist ? Number(idspecialist) : null,
  };
}

export type PayParams = NonNullable<ReturnType<typeof parsePayParams>>;

// The route of the pay screen for these parts: each part encoded, dashes included (they separate
// the parts), then encoded once more because the router decodes the path before matching it, so
// parsePayParams reads back exactly what was given.
export function payRoute(pay: PayParams): string {
  const part = (value: string) => encodeURIComponent(encodeURIComponent(value).replace(/-/g, '%2D'));
  return `/cashDrawer/pay/${part(pay.action)}-${part(pay.concept)}-${Math.round(pay.total)}-${part(pay.pathredirect)}-${pay.idspecialist ?? ''}`;
}

// A payslip's payout: a specialist's "pago" that returns to their payslip of one period. The pay
// screen then pays the payslip (the period is marked paid) instead of recording a plain movement.
export const PAYSLIP_PATH = '/reports/specialist/specialistPayslip';
export function payslipOf(pay: PayParams): { specialistId: number; from: string; to: string } | null {
  if (!pay.idspecialist || pay.action.toLowerCase() !== 'pago') {
    return null;
  }
  const url = new URL(pay.pathredirect, 'http://sari.local');
  const from = url.searchParams.get('from') ?? '';
  const to = url.searchParams.get('to') ?? '';
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (url.pathname !== PAYSLIP_PATH || !day.test(from) || !day.test(to)) {
    return null;
  }
  return { specialistId: pay.idspecialist, from, to };
}

// Only a path inside the app is a place for the pay screen to return to.
export const payRedirect = (path: string) => sameSitePath(path, '/cashDrawer');
