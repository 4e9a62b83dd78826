import i18next from 'i18next';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import type { MenuPlace } from '../../shared/navigation/screen';
import { buildMenu, indexLinks, MENU_HOME, sectionTabs } from '../menu';
import { appRoutes } from '../router';
import { ROUTES } from '../routes';
import { inCategory, linkOf, SCREENS } from './registry';

const ALL = new Set(
  [
    'calendar',
    'cash_drawer',
    'clients',
    'products',
    'promotions',
    'services',
    'specialists',
    'sales',
    'shopping',
    'reports',
    'settings',
    'users',
  ].map((module) => `${module}:read`),
);
const CATEGORIES = ['centro_belleza', 'comercializadora_productos'];
const of = (kind: MenuPlace['kind']) => SCREENS.filter((screen) => screen.menu.kind === kind);

// Spec section 2, Reports and Settings: each must be one screen of the registry.
const SPEC_REPORTS = [
  '/reports/appointment/appointmentClient/:tab',
  '/reports/appointment/appointmentSpecialist/:tab',
  '/reports/appointment/appointmentSummary/:tab',
  // Rooms and machines (issue 30, decision 058).
  '/reports/appointment/resourceOccupancy/:tab',
  // The messages to clients (issue 31, decision 059).
  '/reports/appointment/appointmentMessages/:tab',
  '/reports/cashDrawer/:tab',
  '/reports/cashDrawer/cashDrawerIncome/:tab',
  '/reports/cashDrawer/cashDrawerPaymentMethods/:tab',
  '/reports/product/lowStocks/:tab',
  '/reports/product/sales/:tab',
  '/reports/product/stocks/:tab',
  '/reports/purchase/purchaseMonth/:tab',
  '/reports/purchase/purchaseProduct/:tab',
  '/reports/purchase/purchaseSite/:tab',
  '/reports/purchase/purchaseSupplier/:tab',
  '/reports/sales/salesCategory/:tab',
  '/reports/sales/salesClient/:tab',
  '/reports/sales/salesMonth/:tab',
  '/reports/sales/salesOrder/:tab',
  '/reports/sales/salesPaymentMethods/:tab',
  '/reports/sales/salesService/:tab',
  '/reports/sales/salesSite/:tab',
  '/reports/sales/salesSpecialist/:tab',
  // The client wallet's reports (issue 29, decision 052).
  '/reports/prepaid/prepaidBalance/:tab',
  '/reports/prepaid/prepaidMovements/:tab',
  '/reports/prepaid/prepaidExpired/:tab',
  '/reports/specialist/specialistDetailedParticipation',
  '/reports/specialist/specialistGeneralParticipation',
  '/reports/specialist/specialistPayslip',
];
const SPEC_SETTINGS = [
  '/settings/client/clientTag',
  '/settings/products/brand',
  '/settings/products/category',
  '/settings/products/line',
  '/settings/products/price',
  '/settings/sales/sales',
  '/settings/service/company',
  '/settings/service/sites',
  // Not among the 12 settings routes: the cabins and machines (decision 053, module services).
  '/settings/service/resources',
  // Not among the 12 settings routes (spec-coverage 2): the online booking settings (decision 021).
  '/settings/service/onlineBooking',
  '/settings/service/whatsapp',
  '/settings/teams/discountConsumableProduct',
  '/settings/teams/specialty',
  '/settings/users/role',
  '/settings/users/users',
];

// The screen a link opens, through the app's real route list.
function screenAt(link: string) {
  const matches = matchRoutes(
    ROUTES.map((route) => ({ path: route.path, screen: route })),
    link,
  );
  return matches?.at(-1)?.route.screen;
}

function nested(messages: unknown, key: string) {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
}

describe('screen registry', () => {
  it('declares each screen once: no path twice, no key twice in one menu place', () => {
    const paths = SCREENS.flatMap((screen) => screen.paths);
    expect(paths.length).toBe(new Set(paths).size);
    for (const kind of ['home', 'item', 'tab', 'setting', 'report', 'none'] as const) {
      const keys = of(kind).map((screen) => screen.key);
      expect(keys.length, kind).toBe(new Set(keys).size);
    }
  });

  it('has the 24 reports of the spec, the 3 of the wallet, the occupancy of resources and the messages report, each once, in the index order', () => {
    expect(of('report').map((screen) => screen.paths[0])).toEqual(SPEC_REPORTS);
    for (const report of ['specialistDetailedParticipation', 'specialistGeneralParticipation']) {
      const screen = of('report').find((candidate) => candidate.key === report);
      expect(screen?.paths).toEqual([`/reports/specialist/${report}`, `/reports/specialist/${report}/:id`]);
      expect(screen?.validate?.({ id: '7' })).toBe(true);
      expect(screen?.validate?.({})).toBe(true);
      expect(screen?.validate?.({ id: 'x' })).toBe(false);
    }
    expect(of('report').every((screen) => screen.module === 'reports' && screen.layout === 'default')).toBe(
      true,
    );
  });

  it('has the 12 settings pages of the spec (and online booking), each once, in the menu order', () => {
    expect(of('setting').flatMap((screen) => screen.paths)).toEqual(SPEC_SETTINGS);
    expect(of('setting').every((screen) => screen.module)).toBe(true);
  });

  it('gives every path of every screen a route of the router, and no route without a screen', () => {
    const paths = SCREENS.flatMap((screen) => screen.paths);
    expect(ROUTES.map((route) => route.path)).toEqual(paths);
    const routed = appRoutes()[0].children?.map((route) => route.path);
    expect(routed).toEqual([...paths, '*']);
    for (const route of ROUTES) {
      expect(screenAt(route.path.replace(/:(\w+)/g, '1'))?.key, route.path).toBe(route.key);
    }
  });

  it('renders every screen as a lazy chunk of its own', () => {
    for (const screen of SCREENS) {
      expect((screen.page as unknown as { $$typeof: symbol }).$$typeof, screen.key).toBe(
        Symbol.for('react.lazy'),
      );
    }
  });

  it('has every title and tab label in Spanish and English', () => {
    const keys = SCREENS.flatMap((screen) => [
      screen.title,
      ...(screen.menu.kind === 'tab' ? [screen.menu.label] : []),
    ]);
    for (const key of keys) {
      expect(i18next.exists(key, { lng: 'es' }), key).toBe(true);
      expect(typeof nested(en, key), key).toBe('string');
    }
  });
});

describe('what reads the registry', () => {
  it('the menu lists the registry: items, section tabs and settings pages, in its order', () => {
    for (const category of CATEGORIES) {
      const menu = buildMenu(ALL, category);
      const tabs = (section: string) => menu.find((item) => item.key === section)?.tabs;
      expect(tabs('sales')).toEqual(sectionTabs('sales', category));
      expect(tabs('shopping')?.map((tab) => tab.key)).toEqual(
        of('tab')
          .filter((screen) => screen.menu.kind === 'tab' && screen.menu.section === 'shopping')
          .map((screen) => screen.key),
      );
      const ofCategory = (kind: MenuPlace['kind']) =>
        of(kind).filter((screen) => inCategory(screen, category));
      const children = menu.find((item) => item.children)?.children;
      expect(children?.map((child) => [child.key, child.path, child.labelKey])).toEqual(
        ofCategory('setting').map((screen) => [screen.key, linkOf(screen), screen.title]),
      );
      expect(menu.filter((item) => !item.tabs).map((item) => item.key)).toEqual(
        ofCategory('item').map((screen) => screen.key),
      );
    }
    expect(MENU_HOME.path).toBe('/');
  });

  it('each section shows the tab of its category only', () => {
    for (const category of CATEGORIES) {
      const keys = sectionTabs('sales', category).map((tab) => tab.key);
      const others = of('tab').filter((screen) => screen.category && screen.category !== category);
      expect(keys).toEqual(expect.not.arrayContaining(others.map((screen) => screen.key)));
    }
  });

  it('the reports and settings indexes list the registry', () => {
    for (const category of CATEGORIES) {
      const ofCategory = (kind: MenuPlace['kind']) =>
        of(kind).filter((screen) => inCategory(screen, category));
      expect(indexLinks('report', ALL, category).map((link) => [link.key, link.path, link.labelKey])).toEqual(
        ofCategory('report').map((screen) => [screen.key, linkOf(screen), screen.title]),
      );
      expect(indexLinks('setting', ALL, category).map((link) => link.key)).toEqual(
        ofCategory('setting').map((s) => s.key),
      );
    }
    expect(indexLinks('setting', new Set(['users:read']), 'centro_belleza').map((link) => link.key)).toEqual([
      'role',
      'users',
    ]);
  });

  // Decision 022: what each kind of business sees.
  it('a reseller has no agenda, specialists, services or promotions; only a reseller has orders', () => {
    const reseller = buildMenu(ALL, 'comercializadora_productos').map((item) => item.key);
    expect(reseller).toEqual([
      'cashDrawer',
      'clients',
      'products',
      'sales',
      'shopping',
      'reports',
      'settings',
    ]);
    const beauty = buildMenu(ALL, 'centro_belleza').map((item) => item.key);
    expect(beauty).toEqual([
      'calendar',
      'cashDrawer',
      'clients',
      'specialists',
      'services',
      'products',
      'promotions',
      'sales',
      'shopping',
      'reports',
      'settings',
    ]);
    const reports = (category: string) => indexLinks('report', ALL, category).map((link) => link.key);
    expect(reports('centro_belleza')).not.toContain('salesOrder');
    expect(reports('comercializadora_productos')).toContain('salesOrder');
    for (const key of ['appointmentClient', 'salesSpecialist', 'specialistPayslip', 'salesService']) {
      expect(reports('comercializadora_productos')).not.toContain(key);
    }
  });

  it('every menu entry, tab and index card opens its own screen', () => {
    const links = CATEGORIES.flatMap((category) =>
      [MENU_HOME, ...buildMenu(ALL, category)].flatMap((item) => [
        ...(item.tabs ? [] : [{ key: item.key, path: item.path, kind: item.children ? 'item' : 'any' }]),
        ...(item.tabs ?? []).map((tab) => ({ key: tab.key, path: tab.path, kind: 'tab' })),
        ...(item.children ?? []).map((child) => ({ key: child.key, path: child.path, kind: 'setting' })),
      ]),
    );
    links.push(...indexLinks('report', ALL, 'centro_belleza').map((link) => ({ ...link, kind: 'report' })));
    for (const link of links) {
      const screen = screenAt(link.path);
      expect(screen?.key, link.path).toBe(link.key);
      if (link.kind !== 'any') {
        expect(screen?.menu.kind, link.path).toBe(link.kind);
      }
    }
  });
});
