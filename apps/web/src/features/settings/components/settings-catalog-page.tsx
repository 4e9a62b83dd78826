import type { ReactNode } from 'react';
import { CatalogPage } from '../../../shared/crud/catalog-page';
import type { CatalogConfig } from '../../../shared/crud/types';
import { SETTINGS_CATALOGS, type SettingsCatalog } from '../catalogs';

// One component per catalogue: moving from one catalogue to another starts afresh.
export const CATALOG_PAGES = Object.fromEntries(
  Object.entries(SETTINGS_CATALOGS).map(([name, config]: [string, CatalogConfig]) => [
    name,
    () => <CatalogPage config={config} />,
  ]),
) as Record<SettingsCatalog, () => ReactNode>;
