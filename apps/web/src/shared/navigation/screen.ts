import type { BusinessCategory } from '@sari/domain/constants';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { Site } from '../api/use-sites';

export type Layout = 'auth' | 'blank' | 'default' | 'noauth';
export type RouteParams = Record<string, string | undefined>;
export type MenuIcon =
  | 'home'
  | 'calendar'
  | 'cash'
  | 'clients'
  | 'specialists'
  | 'services'
  | 'products'
  | 'promotions'
  | 'sales'
  | 'shopping'
  | 'reports'
  | 'settings';
// Menu items made of tabs (Ventas, Compras): their own label and icon, no screen of their own.
export type MenuSection = 'sales' | 'shopping';
export type ReportGroup =
  | 'appointment'
  | 'cashDrawer'
  | 'product'
  | 'purchase'
  | 'sales'
  | 'prepaid'
  | 'specialist';

// Where a screen shows up besides its route. The side menu keeps the registry's order.
export type MenuPlace =
  // the first item of the side menu, shown to everyone signed in
  | { kind: 'home'; icon: MenuIcon }
  // a top-level item; `expands` opens the settings pages under it instead of linking
  | { kind: 'item'; icon: MenuIcon; expands?: true }
  // a tab of a section; the section's item appears where its first tab is declared
  | { kind: 'tab'; section: MenuSection; label: string }
  // a page under Configuración, and a card of the settings index
  | { kind: 'setting' }
  // a card of the reports index
  | { kind: 'report'; group: ReportGroup }
  | { kind: 'none' };

export type Screen = {
  // Unique among the screens of the same menu kind; menu entries and index cards use it.
  key: string;
  // Route paths; the first is where menu entries and index cards link (`:tab` as general).
  paths: string[];
  layout: Layout;
  // Pages that opt out of authentication (route metadata).
  public?: true;
  // A signed-in user opening it is sent to / (the sign-in page).
  guestOnly?: true;
  // Module a user must be able to read.
  module?: string;
  // The one business category the screen exists for; none: every business (decision 022: a
  // reseller has no agenda, specialists, services or promotions; only a reseller has orders).
  category?: BusinessCategory;
  // A failed check answers as the 404 page.
  validate?: (params: RouteParams) => boolean;
  menu: MenuPlace;
  // i18n key of the screen's title (and of its menu entry, unless a tab says otherwise).
  title: string;
  page: ScreenPage;
  // Reads the screen starts when the app opens at it, the moment the user's sites are known,
  // before anything renders (a cold /calendar: decision 046). Loaded with the page's chunk.
  opening?: OpeningReads;
};

export type OpeningReads = ((client: QueryClient, sites: Site[], address: URL) => Promise<void>) & {
  preload: () => Promise<unknown>;
};

export type ScreenProps = { screen: Screen };
export type ScreenPage = LazyExoticComponent<ComponentType<ScreenProps>> & {
  preload?: () => Promise<unknown>;
};

// Every screen is its own chunk, loaded when its route opens, or sooner through preload (the
// page the app opens at starts loading beside the session check: createAppRouter).
// A chunk asked for at most once, however many ask.
function loadOnce<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | null = null;
  return () => {
    loading ??= load();
    return loading;
  };
}

export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType<ScreenProps>) {
  const once = loadOnce(load);
  return Object.assign(
    lazy(() => once().then((module) => ({ default: pick(module) }))),
    { preload: once },
  );
}

// A screen's opening reads, in a chunk of their own (they share the page's query definitions),
// asked for with the page's chunk (createAppRouter) so they are in when the sites are.
export function lazyOpening<M>(
  load: () => Promise<M>,
  pick: (module: M) => (client: QueryClient, sites: Site[], address: URL) => void,
): OpeningReads {
  const once = loadOnce(load);
  return Object.assign(
    (client: QueryClient, sites: Site[], address: URL) =>
      once().then((module) => pick(module)(client, sites, address)),
    { preload: once },
  );
}

export const isId = (value?: string) => value !== undefined && /^\d{1,10}$/.test(value);
