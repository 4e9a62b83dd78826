import { fetchPdf, handOver } from '../../../shared/api/pdf';

// The receipt of a sale (PDF): downloaded, or opened to print.
export async function openReceipt(saleId: number, mode: 'download' | 'print') {
  handOver(await fetchPdf(`/sales/${saleId}/receipt`), `recibo-${saleId}.pdf`, mode);
}
