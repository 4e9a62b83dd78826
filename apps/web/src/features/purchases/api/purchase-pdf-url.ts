import { pathOf } from '@sari/contracts/operation';
import { purchasePdf } from '@sari/contracts/purchases';

// The order's PDF is a plain download: the session cookie goes with the link.
export const purchasePdfUrl = (id: number) => pathOf(purchasePdf, { id });
