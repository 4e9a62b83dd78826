import type { Module } from '@sari/contracts/modules';
import type { PgTable } from 'drizzle-orm/pg-core';

// The modules and actions are part of the contracts the web app shares.
export { type Action, MODULES, type Module } from '@sari/contracts/modules';

// How a collection's rows are tied to a company:
// - company: the row has its own subscriber_owner_company_id column (the default for business data)
// - self: the row IS the company (subscriber_owner_company)
// - owner: the row is the subscriber owner of the user's company
// - global: shared reference data (sari_module), readable by every signed-in user, never writable
export type Tenancy = 'company' | 'self' | 'owner' | 'global';

export type OneToMany = {
  // child collection name and the many-to-one field on the child that points back here
  collection: string;
  field: string;
};

export type CollectionDef = {
  table: PgTable;
  // Permission module checked for every verb; read of nested relations checks the nested
  // collection's own module too.
  module: Module;
  // Optional override for reads only (e.g. the catalogue is readable by calendar users).
  readModules?: Module[];
  tenancy?: Tenancy; // default 'company'
  // Path to the site id for site-bound rows: a column ('site_id') or a path through many-to-one
  // relations ('service_reservation_id.site_id'). Users limited to some sites see only those.
  site?: string;
  // Written only by domain operations (money, stock): the items API refuses POST/PATCH/DELETE.
  readonly?: boolean;
  // Never readable (password hashes, tokens).
  hidden?: string[];
  // Readable but never writable by clients besides the system columns (id, company, stamps).
  readonlyFields?: string[];
  // Set when the row is created and never changed after (a PATCH naming them is a 400): a
  // line's parent (its order, its reservation) and what a stock row counts. Moving a line would
  // change two parents' figures behind their rules (a delivered order's units, an invoiced total).
  createOnlyFields?: string[];
  // The column that says who did it (created the reservation, the order...): set by the server
  // from the session on create, never written by clients.
  actorField?: string;
  // The one-to-many aliases `fields=*` answers as lists of ids (default: every alias). A user
  // names only their own links: every booking, sale and movement they made hangs on them too.
  wildcardLists?: string[];
  // Columns searched by ?search= (case-insensitive contains). Default: every text column.
  search?: string[];
  // A generated lower-case column holding the `search` fields as one text (with a trigram
  // index): ?search= matches it with LIKE instead of ILIKE on each field.
  searchColumn?: string;
  // Extra or renamed one-to-many aliases. Reverse foreign keys are otherwise exposed under the
  // child collection's name (site.site_schedule, specialist.specialist_commission, ...).
  o2m?: Record<string, OneToMany>;
};
