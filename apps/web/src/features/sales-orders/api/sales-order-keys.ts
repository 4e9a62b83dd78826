import { DEFAULT_TIME_ZONE, wallClock } from '@sari/domain/zoned-time';
import type { ItemField } from '../../../shared/api/http';
// Sales orders (resellers) and opportunities (salons): query keys and the shapes read.
export type SalesOrderListParams = {
  status: string;
  siteId: number;
  search: string;
  page: number;
  pageSize: number;
};
export type OpportunityParams = {
  siteId: number;
  search: string;
  sort: string;
  page: number;
  pageSize: number;
};

export const salesOrderKeys = {
  all: ['sales-orders'] as const,
  list: (params: SalesOrderListParams) => ['sales-orders', 'list', params] as const,
  detail: (id: number) => ['sales-orders', 'detail', id] as const,
  products: (siteId: number, search: string) => ['sales-orders', 'products', siteId, search] as const,
  clients: (search: string) => ['sales-orders', 'clients', search] as const,
  services: ['sales-orders', 'services'] as const,
  paymentMethods: ['sales-orders', 'payment-methods'] as const,
  opportunities: (params: OpportunityParams) => ['sales-orders', 'opportunities', params] as const,
};

export type ClientRef = { id: number; first_name: string; last_name: string | null; phone?: string | null };
export const clientName = (client: ClientRef | null | undefined) =>
  client ? `${client.first_name} ${client.last_name ?? ''}`.trim() : '—';

export type SalesOrderRow = {
  id: number;
  status: string;
  order_date: string;
  delivery_date: string | null;
  total: number;
  client_id: ClientRef | null;
  site_id: { id: number; name: string; time_zone: string };
};

export const SALES_ORDER_LIST_FIELDS: ItemField<'sales_order'>[] = [
  'id',
  'status',
  'order_date',
  'delivery_date',
  'total',
  'client_id.id',
  'client_id.first_name',
  'client_id.last_name',
  'site_id.id',
  'site_id.name',
  'site_id.time_zone',
];

export type SalesOrderLine = {
  id: number;
  quantity: number;
  delivered_quantity: number;
  unit_price: number;
  discount: number;
  total: number;
  product_id: { id: number; name: string; sku: string | null };
};

export type SalesOrder = SalesOrderRow & {
  notes: string | null;
  history_payment_id: number | null;
  sales_order_line: SalesOrderLine[];
};

export const SALES_ORDER_FIELDS: ItemField<'sales_order'>[] = [
  ...SALES_ORDER_LIST_FIELDS,
  'notes',
  'history_payment_id',
  'sales_order_line.id',
  'sales_order_line.quantity',
  'sales_order_line.delivered_quantity',
  'sales_order_line.unit_price',
  'sales_order_line.discount',
  'sales_order_line.total',
  'sales_order_line.product_id.id',
  'sales_order_line.product_id.name',
  'sales_order_line.product_id.sku',
];

export const EDITABLE_ORDER = ['quote', 'confirmed'];

// Past its delivery date at its site's today and still not delivered.
export const isOverdue = (
  order: Pick<SalesOrderRow, 'status' | 'delivery_date' | 'site_id'>,
  now = new Date(),
) =>
  EDITABLE_ORDER.includes(order.status) &&
  order.delivery_date !== null &&
  order.delivery_date < wallClock(order.site_id.time_zone || DEFAULT_TIME_ZONE, now).date;

export const OPPORTUNITY_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;

export type Opportunity = {
  id: number;
  title: string;
  status: string;
  expected_value: number;
  expected_close_date: string | null;
  next_follow_up: string | null;
  notes: string | null;
  client_id: ClientRef | null;
  site_id: { id: number; name: string } | null;
  service_id: { id: number; name: string } | null;
  product_id: { id: number; name: string } | null;
  service_reservation_id: number | null;
  history_payment_id: number | null;
};

export const OPPORTUNITY_FIELDS: ItemField<'opportunity'>[] = [
  'id',
  'title',
  'status',
  'expected_value',
  'expected_close_date',
  'next_follow_up',
  'notes',
  'client_id.id',
  'client_id.first_name',
  'client_id.last_name',
  'client_id.phone',
  'site_id.id',
  'site_id.name',
  'service_id.id',
  'service_id.name',
  'product_id.id',
  'product_id.name',
  'service_reservation_id',
  'history_payment_id',
];
