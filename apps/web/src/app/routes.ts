import { SCREENS } from './screens/registry';
import type { Screen } from './screens/types';

// The route table of spec section 2, one route per path of each screen of the registry.
export type RouteDef = Screen & { path: string };

export const ROUTES: RouteDef[] = SCREENS.flatMap((screen) =>
  screen.paths.map((path) => ({ ...screen, path })),
);
