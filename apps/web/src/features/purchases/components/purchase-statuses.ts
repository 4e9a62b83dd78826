import type { StatusStyles } from '../../../shared/document/status-chip';

// A purchase order's statuses: a draft, sent to the supplier, received in part or whole, or
// cancelled (outlined: closed).
export const PURCHASE_STATUSES: StatusStyles = {
  labelPrefix: 'purchases.statuses',
  colors: {
    draft: 'default',
    ordered: 'info',
    partial: 'warning',
    received: 'success',
    cancelled: 'default',
  },
  outlined: ['cancelled'],
};
