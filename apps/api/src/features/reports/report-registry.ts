import type { ReportId } from '@sari/contracts/reports';
import { appointmentClient, appointmentSpecialist, appointmentSummary } from './queries/appointments';
import { cashDrawer, cashDrawerIncome, cashDrawerPaymentMethods } from './queries/cash-drawer';
import { appointmentMessages } from './queries/messages';
import { prepaidBalance, prepaidExpired, prepaidMovements } from './queries/prepaid';
import { lowStocks, productSales, stocks } from './queries/products';
import { purchaseMonth, purchaseProduct, purchaseSite, purchaseSupplier } from './queries/purchases';
import { resourceOccupancy } from './queries/resources';
import { salesCategory } from './queries/sales-category';
import { salesClient } from './queries/sales-client';
import { salesMonth } from './queries/sales-month';
import { salesOrder } from './queries/sales-order';
import { salesPaymentMethods } from './queries/sales-payment-methods';
import { salesService } from './queries/sales-service';
import { salesSite } from './queries/sales-site';
import { salesSpecialist } from './queries/sales-specialist';
import {
  specialistDetailedParticipation,
  specialistGeneralParticipation,
  specialistPayslip,
} from './queries/specialists';
import type { ReportDefinition } from './report-definition';

// Every report the server answers, declared once; the web's screen registry names the same ids.
export const REPORTS = new Map<ReportId, ReportDefinition>(
  [
    appointmentClient,
    appointmentSpecialist,
    appointmentSummary,
    resourceOccupancy,
    appointmentMessages,
    cashDrawer,
    cashDrawerIncome,
    cashDrawerPaymentMethods,
    lowStocks,
    productSales,
    stocks,
    purchaseMonth,
    purchaseProduct,
    purchaseSite,
    purchaseSupplier,
    salesCategory,
    salesClient,
    salesMonth,
    salesOrder,
    salesPaymentMethods,
    salesService,
    salesSite,
    salesSpecialist,
    prepaidBalance,
    prepaidMovements,
    prepaidExpired,
    specialistDetailedParticipation,
    specialistGeneralParticipation,
    specialistPayslip,
  ].map((report) => [report.id, report]),
);
