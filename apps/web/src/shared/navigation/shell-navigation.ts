import { createContext, useContext } from 'react';
import type { MenuSection, ReportGroup } from './screen';

// A tab of a section (Ventas, Compras) and a card of the settings or reports index.
export type MenuTab = { key: string; labelKey: string; path: string };
export type IndexLink = { key: string; labelKey: string; path: string };

// What a screen may ask of the shell about other screens, read from the one screen registry.
// The shell provides it (app/router.tsx); screens and shared parts never import the shell.
export type ShellNavigation = {
  // A section's tabs for a business category.
  sectionTabs: (section: MenuSection, category: string) => MenuTab[];
  // The cards of the settings or reports index a user may read, of their kind of business.
  indexLinks: (kind: 'setting' | 'report', permissions: Set<string>, category: string) => IndexLink[];
  // The reports index, grouped by section.
  reportGroups: (permissions: Set<string>, category: string) => { group: ReportGroup; links: IndexLink[] }[];
  // Whether the screen of that key (not a report's) exists for a business category.
  screenExists: (key: string, category: string) => boolean;
};

const ShellNavigationContext = createContext<ShellNavigation | null>(null);
export const ShellNavigationProvider = ShellNavigationContext.Provider;

export function useShellNavigation(): ShellNavigation {
  const navigation = useContext(ShellNavigationContext);
  if (!navigation) {
    throw new Error('useShellNavigation: the screen is rendered outside the shell (app/router.tsx)');
  }
  return navigation;
}
