import { pathOf } from '@sari/contracts/operation';
import { purchasePdf } from '@sari/contracts/purchases';
import { apiBaseUrl } from '../../../shared/api/http';

// The order's PDF is a plain download: the session cookie goes with the link.
export const purchasePdfUrl = (id: number) =>
  `${apiBaseUrl}${pathOf(purchasePdf, { id }).replace(/^\/api/, '')}`;
