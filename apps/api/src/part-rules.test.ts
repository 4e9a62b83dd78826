import { describe, expect, it } from 'vitest';
import { importGraph } from '../../../scripts/import-graph';

// The parts of the API from the bottom up (decision 042). A file may import its own part and the
// parts below it, never one above: each part-level import runs one way.
const PARTS: [part: string, holds: string][] = [
  ['config.ts', 'settings read from the environment'],
  ['platform', 'errors, SQL helpers, mail, pdf, ics, signed tokens, headers, the change hub: no user'],
  ['tenancy', 'the user context, the registry collections and the company and site row predicate'],
  ['auth', 'the better-auth set-up'],
  ['access', 'the one gate: sessions, permissions, operations, transactions, inScope for hand SQL'],
  ['shared', 'ledger services under the gate: money, stock, site clock, announcing changes, kept days'],
  ['items', 'the Directus-style items engine'],
  ['jobs', 'the sys_job queue and runner'],
  ['features', 'use-cases, one per file, and the hooks they install'],
  ['openapi', 'the OpenAPI document'],
  ['app.ts', 'the app: the gate, the features and the items routes'],
  ['main.ts', 'the process'],
];

// Every import from one feature into another, as it stands: the importing feature, the file it
// reads, and why. A new crossing is added here with its reason, or not at all.
const FEATURE_CROSSINGS: [from: string, target: string, why: string][] = [
  ['online-booking', 'calendar/calendar-data.ts', 'the public page reads a site’s days as the calendar does'],
  [
    'online-booking',
    'calendar/find-availability.ts',
    'public availability is the calendar’s, over the online offer',
  ],
  ['online-booking', 'calendar/book-reservation.ts', 'a public booking is a calendar booking'],
  [
    'online-booking',
    'calendar/paid-visit.ts',
    'a visitor’s cancellation keeps the calendar’s paid-visit rule',
  ],
  ['online-booking', 'calendar/find-waitlist-matches.ts', 'waitlist offers read the calendar’s waitlist'],
  ['online-booking', 'calendar/book-from-waitlist.ts', 'a claimed waitlist offer is the calendar’s booking'],
  [
    'online-booking',
    'sales/service-promotions.ts',
    'the public page prices a visit with the promotions the checkout reads (decision 043)',
  ],
  [
    'sales',
    'cash-drawer/drawer-totals.ts',
    'an advance is paid back only from a drawer that holds it, read as the drawer reads it (decision 067)',
  ],
  [
    'reports',
    'cash-drawer/drawer-totals.ts',
    'the cash-drawer report reads what a drawer should hold as the drawer does (decision 043)',
  ],
  [
    'online-booking',
    'calendar/written-reservations.ts',
    'confirmations and reminders follow the reservations a transaction wrote',
  ],
  [
    'reports',
    'sales/sale-payments.ts',
    'reports read a sale’s payment lines as its receipt does (decision 032)',
  ],
  ['sales', 'online-booking/qualifications.ts', 'a charged sale queues the visit’s rating link'],
  [
    'online-booking',
    'messages/deliver.ts',
    'every message to a client goes out on its channels and into the message log (decision 054)',
  ],
  ['messages', 'online-booking/links.ts', 'the answer to "Necesito cambiar" is the booking’s own link'],
  [
    'messages',
    'online-booking/reservation-details.ts',
    'the answer to a WhatsApp reply tells the booking as the other messages do',
  ],
  [
    'online-booking',
    'sales/gift-cards.ts',
    'a gift card paying a booking online takes the checkout’s card lock, so it is spent once (decision 056)',
  ],
  [
    'online-booking',
    'sales/wallet-read.ts',
    'a proven visitor reads her wallet as the desk reads it (decision 056)',
  ],
  [
    'sales',
    'messages/deliver.ts',
    'the gift card’s e-mail and the membership renewal reminder go out and into the message log like every message (decisions 054, 056, 060)',
  ],
  [
    'sales',
    'online-booking/messages.ts',
    'the gift card’s e-mail and the membership renewal reminder are written beside the other e-mails to clients (decisions 056, 060)',
  ],
];

const SRC = import.meta.dirname;
const graph = importGraph(SRC);
const partOf = (file: string) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : file);
const rank = new Map(PARTS.map(([part], index) => [part, index]));
const featureOf = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1];

describe('API parts', () => {
  it('puts every source file in a listed part', () => {
    expect(graph.files.filter((file) => !rank.has(partOf(file)))).toEqual([]);
  });

  it('imports only its own part or a part below it', () => {
    const upward = graph.edges
      .filter((edge) => rank.get(partOf(edge.to))! > rank.get(partOf(edge.from))!)
      .map((edge) => `${edge.from} -> ${edge.to}`);
    expect(upward).toEqual([]);
  });

  it('crosses from one feature into another only where FEATURE_CROSSINGS lists it', () => {
    const crossings = graph.edges.filter(
      (edge) => featureOf(edge.from) && featureOf(edge.to) && featureOf(edge.from) !== featureOf(edge.to),
    );
    const listed = (from: string, target: string) =>
      FEATURE_CROSSINGS.some((crossing) => crossing[0] === from && `features/${crossing[1]}` === target);
    expect(
      crossings
        .filter((edge) => !listed(featureOf(edge.from)!, edge.to))
        .map((edge) => `${edge.from} -> ${edge.to}`),
    ).toEqual([]);
    // No stale entry: every listed crossing is still taken.
    const unused = FEATURE_CROSSINGS.filter(
      ([from, target]) =>
        !crossings.some((edge) => featureOf(edge.from) === from && edge.to === `features/${target}`),
    );
    expect(unused).toEqual([]);
  });
});
