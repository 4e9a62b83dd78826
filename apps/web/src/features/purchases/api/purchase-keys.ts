import type { ItemField } from '../../../shared/api/http';
// The purchases feature's query keys and the shapes it reads (suppliers, purchase orders).
export type SupplierListParams = { search: string; sort: string; page: number; pageSize: number };
export type OrderListParams = {
  statuses: string[];
  supplierId: number | null;
  siteId: number;
  page: number;
  pageSize: number;
};

export const purchaseKeys = {
  all: ['purchases'] as const,
  suppliers: (params: SupplierListParams) => ['purchases', 'suppliers', params] as const,
  supplier: (id: number) => ['purchases', 'supplier', id] as const,
  supplierSummary: (id: number) => ['purchases', 'supplier-summary', id] as const,
  supplierOptions: ['purchases', 'supplier-options'] as const,
  orders: (params: OrderListParams) => ['purchases', 'orders', params] as const,
  order: (id: number) => ['purchases', 'order', id] as const,
  stockAt: (siteId: number, productIds: number[]) => ['purchases', 'stock', siteId, productIds] as const,
  productSearch: (search: string) => ['purchases', 'product-search', search] as const,
};

export type Supplier = {
  id: number;
  name: string;
  tax_id: string | null;
  contact_name: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  payment_terms: string | null;
  notes: string | null;
  is_active: boolean;
};

export const SUPPLIER_FIELDS: ItemField<'supplier'>[] = [
  'id',
  'name',
  'tax_id',
  'contact_name',
  'phone',
  'email',
  'address',
  'payment_terms',
  'notes',
  'is_active',
];

export type PurchaseOrderRow = {
  id: number;
  status: string;
  order_date: string;
  expected_date: string | null;
  total: number;
  paid_total: number;
  supplier_id: { id: number; name: string };
  site_id: { id: number; name: string };
};

export const ORDER_LIST_FIELDS: ItemField<'purchase_order'>[] = [
  'id',
  'status',
  'order_date',
  'expected_date',
  'total',
  'paid_total',
  'supplier_id.id',
  'supplier_id.name',
  'site_id.id',
  'site_id.name',
];

export type PurchaseLine = {
  id: number;
  quantity: number;
  unit_cost_on_order: number;
  received_quantity: number;
  product_id: { id: number; name: string; sku: string | null };
};

export type PurchaseOrder = PurchaseOrderRow & {
  notes: string | null;
  received_at: string | null;
  purchase_order_line: PurchaseLine[];
  purchase_return: {
    id: number;
    reason: string;
    total: number;
    date_created: string;
    purchase_return_line: { id: number; quantity: number; purchase_order_line_id: number }[];
  }[];
  purchase_payment: { id: number; amount: number; date_created: string }[];
};

export const ORDER_FIELDS: ItemField<'purchase_order'>[] = [
  ...ORDER_LIST_FIELDS,
  'notes',
  'received_at',
  'purchase_order_line.id',
  'purchase_order_line.quantity',
  'purchase_order_line.unit_cost_on_order',
  'purchase_order_line.received_quantity',
  'purchase_order_line.product_id.id',
  'purchase_order_line.product_id.name',
  'purchase_order_line.product_id.sku',
  'purchase_return.id',
  'purchase_return.reason',
  'purchase_return.total',
  'purchase_return.date_created',
  'purchase_return.purchase_return_line.id',
  'purchase_return.purchase_return_line.quantity',
  'purchase_return.purchase_return_line.purchase_order_line_id',
  'purchase_payment.id',
  'purchase_payment.amount',
  'purchase_payment.date_created',
];

// What is still owed on an order: received minus returned minus paid (decision 014).
export function owedOf(order: PurchaseOrder): number {
  const received = order.purchase_order_line.reduce(
    (sum, line) => sum + line.received_quantity * Number(line.unit_cost_on_order),
    0,
  );
  const returned = order.purchase_return.reduce((sum, row) => sum + Number(row.total), 0);
  return Math.max(0, received - returned - Number(order.paid_total));
}

// Units of a line already sent back to the supplier.
export function returnedOf(order: PurchaseOrder, lineId: number): number {
  return order.purchase_return
    .flatMap((row) => row.purchase_return_line)
    .filter((row) => Number(row.purchase_order_line_id) === lineId)
    .reduce((sum, row) => sum + row.quantity, 0);
}

export const EDITABLE_STATUSES = ['draft', 'ordered'];
