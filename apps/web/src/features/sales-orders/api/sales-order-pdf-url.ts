import { pathOf } from '@sari/contracts/operation';
import { salesOrderPdf } from '@sari/contracts/sales-orders';
import { apiBaseUrl } from '../../../shared/api/http';

// The quote's PDF is a plain download: the session cookie goes with the link.
export const salesOrderPdfUrl = (id: number) =>
  `${apiBaseUrl}${pathOf(salesOrderPdf, { id }).replace(/^\/api/, '')}`;
