import type { MenuIcon, MenuSection, ReportGroup, Screen } from '../shared/navigation/screen';
import type { IndexLink, MenuTab, ShellNavigation } from '../shared/navigation/shell-navigation';
import { inCategory, linkOf, MENU_SECTIONS, mayRead, SCREENS, screenExists } from './screens/registry';

export type MenuItem = {
  key: string;
  labelKey: string;
  path: string;
  module: string;
  icon: MenuIcon | 'dot';
  tabs?: MenuTab[];
  children?: MenuItem[];
};

const itemOf = (screen: Screen, icon: MenuItem['icon']): MenuItem => ({
  key: screen.key,
  labelKey: screen.title,
  path: linkOf(screen),
  module: screen.module ?? '',
  icon,
});

// The first item of the menu, shown to everyone signed in.
export const MENU_HOME: MenuItem = SCREENS.flatMap((screen) =>
  screen.menu.kind === 'home' ? [itemOf(screen, screen.menu.icon)] : [],
)[0];

// A section's tabs for a business category: a screen of another category is no tab of it.
export function sectionTabs(section: MenuSection, category: string): MenuTab[] {
  return SCREENS.flatMap((screen) =>
    screen.menu.kind === 'tab' && screen.menu.section === section && inCategory(screen, category)
      ? [{ key: screen.key, labelKey: screen.menu.label, path: linkOf(screen) }]
      : [],
  );
}

// Ventas' third tab depends on the business: orders for resellers, opportunities otherwise.
export const salesTabs = (category: string) => sectionTabs('sales', category);

// The cards of the settings and reports indexes: the screens of that place the user may read,
// of the user's kind of business.
export function indexLinks(
  kind: 'setting' | 'report',
  permissions: Set<string>,
  category: string,
): IndexLink[] {
  return SCREENS.filter(
    (screen) => screen.menu.kind === kind && mayRead(screen, permissions) && inCategory(screen, category),
  ).map((screen) => ({ key: screen.key, labelKey: screen.title, path: linkOf(screen) }));
}

// The reports index: the reports a user may read for their business category, grouped by their
// section in the registry's order.
export const REPORT_GROUPS: ReportGroup[] = [
  'appointment',
  'cashDrawer',
  'product',
  'purchase',
  'sales',
  'prepaid',
  'specialist',
];
export function reportGroups(
  permissions: Set<string>,
  category: string,
): { group: ReportGroup; links: IndexLink[] }[] {
  return REPORT_GROUPS.map((group) => ({
    group,
    links: SCREENS.filter(
      (screen) =>
        screen.menu.kind === 'report' &&
        screen.menu.group === group &&
        mayRead(screen, permissions) &&
        inCategory(screen, category),
    ).map((screen) => ({ key: screen.key, labelKey: screen.title, path: linkOf(screen) })),
  })).filter((entry) => entry.links.length > 0);
}

// Every top-level item in the registry's order; a section's item stands where its first tab is.
function allItems(category: string): MenuItem[] {
  const screens = SCREENS.filter((screen) => inCategory(screen, category));
  const settings = screens.filter((screen) => screen.menu.kind === 'setting');
  const sections = new Set<MenuSection>();
  return screens.flatMap((screen): MenuItem[] => {
    const place = screen.menu;
    if (place.kind === 'item') {
      const item = itemOf(screen, place.icon);
      return [place.expands ? { ...item, children: settings.map((page) => itemOf(page, 'dot')) } : item];
    }
    if (place.kind !== 'tab' || sections.has(place.section)) {
      return [];
    }
    sections.add(place.section);
    const tabs = sectionTabs(place.section, category);
    const { title, icon } = MENU_SECTIONS[place.section];
    return [
      { key: place.section, labelKey: title, path: tabs[0].path, module: screen.module ?? '', icon, tabs },
    ];
  });
}

// The menu a user sees: items whose module they may read, for their business category.
export function buildMenu(permissions: Set<string>, category: string): MenuItem[] {
  const canRead = (module: string) => permissions.has(`${module}:read`);
  return allItems(category).flatMap((item) => {
    if (!item.children) {
      return canRead(item.module) ? [item] : [];
    }
    const children = item.children.filter((child) => canRead(child.module));
    return children.length ? [{ ...item, children }] : [];
  });
}

// What the shell hands down to its screens (app/router.tsx provides it).
export const SHELL_NAVIGATION: ShellNavigation = { sectionTabs, indexLinks, reportGroups, screenExists };
