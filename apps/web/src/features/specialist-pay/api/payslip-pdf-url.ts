import { startOfDayUtcFilter } from '@sari/domain/dates';
import { apiBaseUrl, toQueryString } from '../../../shared/api/http';
import type { PayslipParams } from './specialist-pay-keys';

// The payslip's PDF, opened in a new tab (the session cookie goes with it).
export function payslipPdfUrl(params: PayslipParams): string {
  return `${apiBaseUrl}/specialists/${params.specialistId}/payslip/pdf${toQueryString({
    from: startOfDayUtcFilter(params.from),
    to: startOfDayUtcFilter(params.to),
    site_id: params.siteId,
  })}`;
}
