import type { Screen } from '../shared/navigation/screen';
import { SCREENS } from './screens/registry';

// Route middleware by name, run by the guard in this order (spec 8: an unknown name throws).
// valid: the screen's validity check (404 when it fails); guest: a signed-in user goes to /;
// auth: a session and a company user are required; access: the module and category checks.
export const ROUTE_MIDDLEWARE = ['valid', 'guest', 'auth', 'access'] as const;
export type RouteMiddleware = (typeof ROUTE_MIDDLEWARE)[number];

export function checkMiddleware(names: readonly string[], path: string): RouteMiddleware[] {
  for (const name of names) {
    if (!(ROUTE_MIDDLEWARE as readonly string[]).includes(name)) {
      throw new Error(`Unknown route middleware "${name}" on ${path}`);
    }
  }
  return names as RouteMiddleware[];
}

// What a screen's metadata asks of the guard; pages opt out of authentication by metadata.
export function middlewareOf(screen: Screen): string[] {
  return [
    ...(screen.validate ? ['valid'] : []),
    ...(screen.guestOnly ? ['guest'] : []),
    ...(screen.public ? [] : ['auth', 'access']),
  ];
}

// The route table of spec section 2, one route per path of each screen of the registry.
export type RouteDef = Screen & { path: string; middleware: RouteMiddleware[] };

export function routesOf(screens: Screen[]): RouteDef[] {
  return screens.flatMap((screen) =>
    screen.paths.map((path) => ({
      ...screen,
      path,
      middleware: checkMiddleware(middlewareOf(screen), path),
    })),
  );
}

export const ROUTES: RouteDef[] = routesOf(SCREENS);
