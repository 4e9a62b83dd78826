import { sql } from 'drizzle-orm';
import type { OperationContext } from '../../access/operation';
import { inScope } from '../../access/sql-scope';
import { siteWithClock } from '../../shared/site-clock';

type Low = { product_id: number; name: string; supplier_id: number | null; missing: number; cost: number };

// "Order what is low": a draft order per supplier with every product below its minimum at the
// site, up to the minimum, at the product's last cost; editable before sending.
export async function orderLowStock(ctx: OperationContext, input: { site_id: number }) {
  const site = await siteWithClock(ctx, input.site_id);
  const low = await ctx.db.rows<Low>(
    sql`select p.id as product_id, p.name, p.supplier_id, (s.min_stock - coalesce(s.current_stock, 0))::int as missing, p.cost
        from product_stock s join product p on p.id = s.product_id
        where ${inScope(ctx, 'product_stock', 's')} and s.site_id = ${input.site_id} and p.is_active
          and coalesce(s.current_stock, 0) < s.min_stock
        order by p.name`,
    ctx.tx,
  );
  const bySupplier = new Map<number, Low[]>();
  for (const item of low.filter((row) => row.supplier_id !== null)) {
    bySupplier.set(item.supplier_id!, [...(bySupplier.get(item.supplier_id!) ?? []), item]);
  }
  const orders: { id: number; supplier_id: number; lines: number }[] = [];
  for (const [supplierId, items] of bySupplier) {
    const [order] = await ctx.db.rows<{ id: number }>(
      sql`insert into purchase_order (subscriber_owner_company_id, supplier_id, site_id, status, order_date, total, notes, sari_user_id)
          values (${ctx.user.companyId}, ${supplierId}, ${input.site_id}, 'draft', ${site.now.date},
            ${items.reduce((sum, item) => sum + item.missing * Number(item.cost), 0)}, 'Pedido de lo que está bajo el mínimo', ${ctx.user.sariUserId})
          returning id`,
      ctx.tx,
    );
    for (const item of items) {
      await ctx.db.rows(
        sql`insert into purchase_order_line (subscriber_owner_company_id, purchase_order_id, product_id, quantity, unit_cost_on_order)
            values (${ctx.user.companyId}, ${order.id}, ${item.product_id}, ${item.missing}, ${item.cost})`,
        ctx.tx,
      );
    }
    orders.push({ id: order.id, supplier_id: supplierId, lines: items.length });
  }
  return {
    orders,
    without_supplier: low
      .filter((row) => row.supplier_id === null)
      .map((row) => ({ product_id: row.product_id, name: row.name, missing: row.missing })),
  };
}
