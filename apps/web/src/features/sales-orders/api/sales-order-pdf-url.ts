import { pathOf } from '@sari/contracts/operation';
import { salesOrderPdf } from '@sari/contracts/sales-orders';

// The quote's PDF is a plain download: the session cookie goes with the link.
export const salesOrderPdfUrl = (id: number) => pathOf(salesOrderPdf, { id });
