import * as contracts from '@sari/contracts/purchases';
import { operation } from '../../access/operation';
import type { Feature } from '../feature';
import { orderLowStock } from './order-low-stock';
import { cancelPurchase, payPurchase, returnPurchase, sendPurchase } from './purchase-changes';
import { purchasePdf, supplierSummary } from './purchase-documents';
import { purchaseHooks } from './purchase-hooks';
import { receivePurchase } from './receive-purchase';

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
