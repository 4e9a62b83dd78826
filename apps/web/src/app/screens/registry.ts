import type { MenuIcon, MenuSection, Screen } from '../../shared/navigation/screen';
import { GENERAL_SCREENS } from './general';
import { OPERATION_SCREENS } from './operations';
import { REPORT_SCREENS } from './reports';
import { SETTINGS_SCREENS } from './settings';

// Every screen of the app, declared once. The route table, the guard, the side menu, the
// section tabs and the reports and settings indexes are all read from here; the order is the
// side menu's order.
export const SCREENS: Screen[] = [
  ...GENERAL_SCREENS,
  ...OPERATION_SCREENS,
  ...REPORT_SCREENS,
  ...SETTINGS_SCREENS,
];

// The menu items made of tabs: their label and icon (the tabs are screens).
export const MENU_SECTIONS: Record<MenuSection, { title: string; icon: MenuIcon }> = {
  sales: { title: 'menu.sales', icon: 'sales' },
  shopping: { title: 'menu.shopping', icon: 'shopping' },
};

// Where menu entries and index cards link: the first path, a report on its general tab.
export const linkOf = (screen: Screen) => screen.paths[0].replace(':tab', 'general');

// The module check of the guard, the menu and the indexes.
export const mayRead = (screen: Pick<Screen, 'module'>, permissions: Set<string>) =>
  !screen.module || permissions.has(`${screen.module}:read`);

// A screen of one business category exists only for it; a screen without one, for every business.
export const inCategory = (screen: Pick<Screen, 'category'>, category: string) =>
  !screen.category || screen.category === category;

// Whether the screen of that key (not a report's) exists for a business category.
export const screenExists = (key: string, category: string) =>
  SCREENS.some(
    (screen) => screen.key === key && screen.menu.kind !== 'report' && inCategory(screen, category),
  );
