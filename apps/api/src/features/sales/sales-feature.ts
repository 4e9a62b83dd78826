import * as contracts from '@sari/contracts/sales';
import * as orders from '@sari/contracts/sales-orders';
import * as wallet from '@sari/contracts/wallet';
import { type Attempt, operation } from '../../access/operation';
import type { Feature } from '../feature';
import { advanceToBalance } from './advance-to-balance';
import { cancelMembership } from './cancel-membership';
import { cancelSalesOrder } from './cancel-sales-order';
import { cardAdvanceHooks } from './card-advances';
import { chargeSale } from './charge-sale';
import { chargeCart } from './checkout';
import { clientWallet } from './client-wallet';
import { confirmSalesOrder } from './confirm-sales-order';
import { deliverSalesOrder } from './deliver-sales-order';
import { extendPackage } from './extend-package';
import { giftCardLookup } from './gift-card-lookup';
import { giftCardMailJobs } from './gift-card-mail';
import { invoiceSalesOrder } from './invoice-sales-order';
import { membershipReminderHooks, membershipReminderJobs } from './membership-reminder';
import { pauseMembership } from './pause-membership';
import { payCredit } from './pay-credit';
import { recordAdvance } from './record-advance';
import { recordDeposit } from './record-deposit';
import { refundSale } from './refund-sale';
import { resumeMembership } from './resume-membership';
import { returnAdvance } from './return-advance';
import { saleReceipt } from './sale-receipt';
import { salesList } from './sales-list';
import { salesOrderHooks } from './sales-order-hooks';
import { salesOrderPdf } from './sales-order-pdf';
import { salesSummary } from './sales-summary';

// A gift card's code is money to whoever holds it: guessing codes is slowed per address.
const lookupLimits = (_input: unknown, who: { ip: string }): Attempt[] => [
  {
    key: `gift-card-lookup:ip:${who.ip}`,
    limit: { max: 60, windowSeconds: 600 },
    message: 'Demasiadas búsquedas de tarjetas de regalo seguidas. Espera un momento.',
  },
];

export const salesFeature: Feature = {
  name: 'sales',
  operations: [
    // The items charge calls (spec-coverage 7) reach the same use-cases through the items interface.
    operation(contracts.checkout, (ctx, input) => chargeCart(ctx, input), {
      aliases: [{ method: 'POST', path: '/api/items/history_payment' }],
    }),
    operation(contracts.chargeSale, chargeSale, {
      aliases: [{ method: 'PATCH', path: '/api/items/history_payment/:id' }],
    }),
    operation(contracts.refundSale, refundSale),
    operation(contracts.recordDeposit, recordDeposit),
    operation(contracts.payCredit, payCredit),
    operation(contracts.recordAdvance, recordAdvance),
    operation(contracts.returnAdvance, returnAdvance),
    operation(contracts.advanceToBalance, advanceToBalance),
    operation(contracts.saleReceipt, saleReceipt),
    operation(contracts.salesSummary, salesSummary, { line: 'heavy-reads' }),
    operation(contracts.salesList, salesList),
    operation(wallet.clientWallet, clientWallet),
    operation(wallet.giftCardLookup, giftCardLookup, { limits: lookupLimits }),
    operation(wallet.extendPackage, extendPackage),
    operation(wallet.pauseMembership, pauseMembership),
    operation(wallet.resumeMembership, resumeMembership),
    operation(wallet.cancelMembership, cancelMembership),
    operation(orders.confirmSalesOrder, confirmSalesOrder),
    operation(orders.deliverSalesOrder, deliverSalesOrder),
    operation(orders.cancelSalesOrder, cancelSalesOrder),
    operation(orders.invoiceSalesOrder, invoiceSalesOrder),
    operation(orders.salesOrderPdf, salesOrderPdf),
  ],
  hooks: { ...salesOrderHooks, ...cardAdvanceHooks, ...membershipReminderHooks },
  jobs: (services) => ({ ...giftCardMailJobs(services), ...membershipReminderJobs(services) }),
};
