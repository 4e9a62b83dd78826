import type { Database } from '@sari/db/client';
import { sql } from 'drizzle-orm';
import {
  newClient,
  newMembershipPlan,
  newService,
  newServiceCategory,
  newSessionPackage,
  newSpecialist,
  openDrawer,
  sellMembership,
  sellPackage,
} from './data-factories';
import { newCompany, newUser } from './factories';
import type { TestServer } from './server';

// The client wallet's suites (decisions 050, 051, 055): the desk they sell and use plans at, a
// plan sold in one step, and the ledger read from its raw rows.

// A desk that sells plans: the company with its drawer open ($100.000), a specialist paid 10 % on
// a category, the massage she does at `massagePrice`, nails ($20.000, nobody's) in the same
// category, the receptionist, and another company.
export async function newWalletDesk(server: TestServer, options: { massagePrice: number }) {
  const company = await newCompany(server);
  const other = await newCompany(server, { name: 'Otra empresa' });
  await openDrawer(company, 100_000);
  const category = await newServiceCategory(company);
  const specialist = await newSpecialist(company, { commission: { categoryId: category.id, value: 10 } });
  const massage = await newService(company, {
    name: 'Masaje relajante',
    price: options.massagePrice,
    categoryId: category.id,
    specialistIds: [specialist.id],
  });
  const nails = await newService(company, { name: 'Uñas', price: 20_000, categoryId: category.id });
  const receptionist = (await newUser(server, company, { role: 'recepcionista' })).client;
  return { company, other, category, specialist, massage, nails, receptionist };
}

type Company = Parameters<typeof newSessionPackage>[0];

// A plan made, then sold to a client (a new one unless `clientId`) who pays its price: the plan,
// the client, and what the sale answered.
async function soldToClient<Plan extends { id: number }, Sale extends object>(
  company: Company,
  clientId: number | undefined,
  make: () => Promise<Plan>,
  sell: (plan: Plan, clientId: number) => Promise<Sale>,
) {
  const plan = await make();
  const client: { id: number } = clientId === undefined ? await newClient(company) : { id: clientId };
  return { plan, client, ...(await sell(plan, client.id)) };
}

// A session package of the catalogue at `price`, sold: the sale and the package in her wallet.
export function soldPackage(
  company: Company,
  options: Omit<Parameters<typeof newSessionPackage>[1], 'price' | 'prices'> & {
    price: number;
    clientId?: number;
    specialistId?: number;
  },
) {
  const { clientId, specialistId, ...plan } = options;
  return soldToClient(
    company,
    clientId,
    () => newSessionPackage(company, plan),
    (made, buyer) =>
      sellPackage(company, { packageId: made.id, clientId: buyer, price: plan.price, specialistId }),
  );
}

// A membership plan of the catalogue at `price`, sold: the sale and the period in her wallet.
export function soldMembership(
  company: Company,
  options: Omit<Parameters<typeof newMembershipPlan>[1], 'price' | 'prices'> & {
    price: number;
    clientId?: number;
  },
) {
  const { clientId, ...plan } = options;
  return soldToClient(
    company,
    clientId,
    () => newMembershipPlan(company, plan),
    (made, buyer) => sellMembership(company, { planId: made.id, clientId: buyer, price: plan.price }),
  );
}

// What is left on an instrument: the sum of its entries.
export async function unitsLeft(server: { db: Database }, instrumentId: number) {
  const [row] = await server.db.rows<{ left: number }>(
    sql`select coalesce(sum(units), 0)::bigint as left from wallet_entry where wallet_instrument_id = ${instrumentId}`,
  );
  return Number(row.left);
}

// An instrument's entries in the order they were written.
export function walletEntries(server: { db: Database }, instrumentId: number) {
  return server.db.rows<{
    kind: string;
    units: number;
    history_payment_id: number | null;
    sale_refund_id: number | null;
    reason: string | null;
  }>(
    sql`select kind, units::int as units, history_payment_id, sale_refund_id, reason from wallet_entry
        where wallet_instrument_id = ${instrumentId} order by id`,
  );
}
