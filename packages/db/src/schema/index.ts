// The one barrel: drizzle-kit and the registry read the whole schema from here.
export * from './auth';
export * from './cash';
export * from './catalogue';
export * from './clients';
export * from './company';
export * from './orders';
export * from './products';
export * from './promotions';
export * from './purchases';
export * from './ratings';
export * from './report-rollups';
export * from './reservations';
export * from './sales';
export * from './services';
export * from './settings';
export * from './specialists';
export * from './users';
