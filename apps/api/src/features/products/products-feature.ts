import * as contracts from '@sari/contracts/products';
import { operation } from '../../access/operation';
import type { Feature } from '../feature';
import { adjustStock } from './adjust-stock';
import { priceTypeHooks } from './price-type-hooks';
import { stockHooks } from './stock-hooks';

export const productsFeature: Feature = {
  name: 'products',
  operations: [operation(contracts.adjustStock, adjustStock)],
  hooks: { ...stockHooks, ...priceTypeHooks },
};
