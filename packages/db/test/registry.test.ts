import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { collectionDefs } from '../src/registry/index';
import * as schema from '../src/schema/index';

// The registry is hand-written next to the schema; these checks keep the two in step.
const tables = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => value instanceof PgTable,
);
const configOf = (name: string) => getTableConfig(collectionDefs[name].table);
const columnsOf = (name: string) => new Set(configOf(name).columns.map((c) => c.name));
const collectionByTable = new Map(
  Object.entries(collectionDefs).map(([name, def]) => [getTableConfig(def.table).name, name]),
);

// The collection a many-to-one column of `collection` points at.
function targetOf(collection: string, column: string): string | undefined {
  for (const fk of configOf(collection).foreignKeys) {
    const reference = fk.reference();
    if (reference.columns.length === 1 && reference.columns[0].name === column) {
      return collectionByTable.get(getTableConfig(reference.foreignTable).name);
    }
  }
  return undefined;
}

describe('collection registry', () => {
  it('declares every table except the auth and server-internal (sys_) ones, each under its own table name', () => {
    const expected = tables
      .map((t) => getTableConfig(t).name)
      .filter((name) => !name.startsWith('auth_') && !name.startsWith('sys_'));
    expect(Object.keys(collectionDefs).sort()).toEqual(expected.sort());
    for (const [name, def] of Object.entries(collectionDefs)) {
      expect(getTableConfig(def.table).name).toBe(name);
    }
  });

  it('gives every company-tenanted collection its own subscriber_owner_company_id', () => {
    for (const [name, def] of Object.entries(collectionDefs)) {
      if ((def.tenancy ?? 'company') === 'company') {
        expect(columnsOf(name), name).toContain('subscriber_owner_company_id');
      }
    }
  });

  it('resolves every site path through many-to-one relations to a site id', () => {
    for (const [name, def] of Object.entries(collectionDefs)) {
      if (!def.site) {
        continue;
      }
      const steps = def.site.split('.');
      let current = name;
      for (const step of steps.slice(0, -1)) {
        const next = targetOf(current, step);
        expect(next, `${name}: ${def.site}`).toBeDefined();
        current = next as string;
      }
      const last = steps[steps.length - 1];
      expect(columnsOf(current), `${name}: ${def.site}`).toContain(last);
      if (last !== 'id') {
        expect(targetOf(current, last), `${name}: ${def.site}`).toBe('site');
      }
    }
  });

  // Catalogue rows that may name a site's row but belong to the company: a service's need of a
  // room names a resource only when it wants that one (decision 053); the need is read like the
  // service it belongs to, and the resource keeps its own site.
  const CATALOGUE_LINKS = new Set(['service_resource_need']);

  it('gives every site-bound collection a site path: a site_id column, or a parent that has one', () => {
    for (const [name, def] of Object.entries(collectionDefs)) {
      if (CATALOGUE_LINKS.has(name)) {
        continue;
      }
      const parents = configOf(name)
        .foreignKeys.map((fk) => fk.reference().columns[0].name)
        .filter((column) => {
          const target = targetOf(name, column);
          return target !== undefined && target !== 'site' && collectionDefs[target].site !== undefined;
        });
      if (columnsOf(name).has('site_id') || parents.length > 0) {
        expect(
          def.site,
          `${name} is site-bound (${[...parents, 'site_id'].join(', ')}) but declares no site path`,
        ).toBeDefined();
      }
    }
  });

  it('lets the server, not the client, say who did something', () => {
    for (const [name, def] of Object.entries(collectionDefs)) {
      const actor = columnsOf(name).has('sari_user_id') && targetOf(name, 'sari_user_id') === 'sari_user';
      const link = name === 'sari_user_role' || name === 'sari_user_sites';
      if (actor && !link && !def.readonly) {
        expect(def.actorField, name).toBe('sari_user_id');
      }
    }
    expect(collectionDefs.sari_role.readonlyFields).toContain('system_key');
  });

  it('keeps every line with its parent and every stock row with its product and site', () => {
    expect(collectionDefs.purchase_order_line.createOnlyFields).toContain('purchase_order_id');
    expect(collectionDefs.sales_order_line.createOnlyFields).toContain('sales_order_id');
    expect(collectionDefs.service_reservation_service.createOnlyFields).toContain('service_reservation_id');
    expect(collectionDefs.service_reservation_service_product.createOnlyFields).toContain(
      'service_reservation_service_id',
    );
    expect(collectionDefs.product_stock.createOnlyFields).toEqual(['product_id', 'site_id']);
  });

  it('names only existing columns in hidden, readonlyFields, createOnlyFields and search', () => {
    for (const [name, def] of Object.entries(collectionDefs)) {
      const columns = columnsOf(name);
      for (const field of [
        ...(def.hidden ?? []),
        ...(def.readonlyFields ?? []),
        ...(def.createOnlyFields ?? []),
        ...(def.search ?? []),
        ...(def.actorField ? [def.actorField] : []),
      ]) {
        expect(columns, `${name}.${field}`).toContain(field);
      }
    }
  });

  it('points every declared one-to-many alias at a child column that references the parent', () => {
    for (const [name, def] of Object.entries(collectionDefs)) {
      for (const [alias, relation] of Object.entries(def.o2m ?? {})) {
        expect(collectionDefs[relation.collection], `${name}.${alias}`).toBeDefined();
        expect(targetOf(relation.collection, relation.field), `${name}.${alias}`).toBe(name);
        expect(columnsOf(name), `${name}.${alias} shadows a column`).not.toContain(alias);
      }
    }
  });

  it('keeps the money and stock ledgers write-protected', () => {
    const ledgers = [
      'money_movement',
      'history_payment',
      'history_payment_detail',
      'history_payment_method',
      'history_payment_deposit',
      'client_deposit',
      'deposit_credit_detail',
      'stock_movement',
      'cash_drawer_session',
      'cash_drawer_count',
      'specialist_payment',
      'advance_payment',
      'history_payment_tip',
      'sale_refund',
      'sale_refund_line',
      'credit_payment',
      'purchase_payment',
      'purchase_return',
      'purchase_return_line',
    ];
    for (const name of ledgers) {
      expect(collectionDefs[name]?.readonly, name).toBe(true);
    }
    expect(collectionDefs.qualification.hidden).toContain('token');
  });
});
