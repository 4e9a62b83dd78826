import { fetchPdf, handOver } from '../../../shared/api/pdf';

// The closing report of a session (PDF).
export async function openClosingReport(sessionId: number, mode: 'download' | 'print') {
  handOver(await fetchPdf(`/cash-drawer/sessions/${sessionId}/report`), `cierre-caja-${sessionId}.pdf`, mode);
}
