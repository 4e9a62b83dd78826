import * as contracts from '@sari/contracts/purchases';
import { operation } from '../../access/operation';
import type { Feature } from '../feature';
import { cancelPurchase } from './cancel-purchase';
import { supplierSummary } from './get-supplier-summary';
import { orderLowStock } from './order-low-stock';
import { payPurchase } from './pay-purchase';
import { purchaseHooks } from './purchase-hooks';
import { receivePurchase } from './receive-purchase';
import { purchasePdf } from './render-purchase-pdf';
import { returnPurchase } from './return-purchase';
import { sendPurchase } from './send-purchase';

export const purchasesFeature: Feature = {
  name: 'purchases',
  operations: [
    operation(contracts.sendPurchase, sendPurchase),
    operation(contracts.receivePurchase, receivePurchase),
    operation(contracts.cancelPurchase, cancelPurchase),
    operation(contracts.returnPurchase, returnPurchase),
    operation(contracts.payPurchase, payPurchase),
    operation(contracts.orderLowStock, orderLowStock),
    operation(contracts.purchasePdf, purchasePdf),
    operation(contracts.supplierSummary, supplierSummary),
  ],
  hooks: purchaseHooks,
};
