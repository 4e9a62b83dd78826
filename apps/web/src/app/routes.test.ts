import { describe, expect, it } from 'vitest';
import { parsePayParams, payRoute, payslipOf } from '../shared/navigation/pay-params';
import { checkMiddleware, ROUTES } from './routes';

describe('route table', () => {
  it('has every route of the spec', () => {
    const paths = new Set(ROUTES.map((route) => route.path));
    for (const path of [
      '/',
      '/login',
      '/resetPassword',
      '/qualification',
      '/reservationOnline',
      '/docs',
      '/calendar',
      '/cashDrawer',
      '/cashDrawer/pay/:payParams',
      '/client',
      '/client/detail/:id',
      '/products',
      '/products/detail/:id',
      '/promotions',
      '/services',
      '/specialists',
      '/specialists/detail/:id',
      '/sales/sales',
      '/sales/report',
      '/sales/order',
      '/sales/opportunity',
      '/shopping/suppliers',
      '/shopping/orders',
      '/reports',
      '/reports/:tab',
      '/reports/appointment/appointmentClient/:tab',
      '/reports/cashDrawer/:tab',
      '/reports/cashDrawer/cashDrawerIncome/:tab',
      '/reports/product/lowStocks/:tab',
      '/reports/purchase/purchaseSupplier/:tab',
      '/reports/sales/salesSpecialist/:tab',
      '/reports/specialist/specialistDetailedParticipation/:id',
      '/reports/specialist/specialistGeneralParticipation/:id',
      '/reports/specialist/specialistPayslip',
      '/settings',
      '/settings/client/clientTag',
      '/settings/products/brand',
      '/settings/products/category',
      '/settings/products/line',
      '/settings/products/price',
      '/settings/sales/sales',
      '/settings/service/company',
      '/settings/service/sites',
      '/settings/teams/discountConsumableProduct',
      '/settings/teams/specialty',
      '/settings/users/role',
      '/settings/users/users',
    ]) {
      expect(paths.has(path), path).toBe(true);
    }
  });

  it('opts only the public pages out of authentication', () => {
    expect(
      ROUTES.filter((route) => route.public)
        .map((route) => route.path)
        .sort(),
    ).toEqual(['/login', '/qualification', '/reservationOnline', '/resetPassword', '/signUp']);
  });

  it('parses the five parts of the pay route', () => {
    expect(parsePayParams('egreso-Pago especialista-150000-%2FcashDrawer-7')).toEqual({
      action: 'egreso',
      concept: 'Pago especialista',
      total: 150000,
      pathredirect: '/cashDrawer',
      idspecialist: 7,
    });
    expect(parsePayParams('ingreso-Venta-con-guiones-5000-%2F-')).toMatchObject({
      concept: 'Venta-con-guiones',
      idspecialist: null,
    });
    expect(parsePayParams('ingreso-Venta-mucho-%2F-1')).toBeNull();
    expect(parsePayParams('a-b-c')).toBeNull();
  });

  it('spec 8: unknown route middleware throws; known names come from the screen’s metadata', () => {
    expect(() => checkMiddleware(['auth', 'admin-only'], '/x')).toThrow(
      'Unknown route middleware "admin-only" on /x',
    );
    const of = (path: string) => ROUTES.find((route) => route.path === path)!.middleware;
    expect(of('/login')).toEqual(['guest']);
    expect(of('/reservationOnline')).toEqual([]);
    expect(of('/client')).toEqual(['auth', 'access']);
    expect(of('/client/detail/:id')).toEqual(['valid', 'auth', 'access']);
  });

  it('builds a pay route that reads back the same, dashes in the concept and the return path included', () => {
    const pay = {
      action: 'pago',
      concept: 'Nómina Ana 2026-11-01 a 2026-11-15',
      total: 250000,
      pathredirect: '/reports/specialist/specialistPayslip?specialist=7&from=2026-11-01&to=2026-11-15',
      idspecialist: 7,
    };
    const route = payRoute(pay);
    expect(route.startsWith('/cashDrawer/pay/pago-')).toBe(true);
    // What the router hands over: the path decoded once, slashes kept encoded (react-router's decodePath).
    const routed = decodeURIComponent(route.replace('/cashDrawer/pay/', '')).replace(/\//g, '%2F');
    expect(parsePayParams(routed)).toEqual(pay);
    expect(payslipOf(pay)).toEqual({ specialistId: 7, from: '2026-11-01', to: '2026-11-15' });
    expect(payslipOf({ ...pay, pathredirect: '/cashDrawer' })).toBeNull();
    expect(payslipOf({ ...pay, action: 'anticipo' })).toBeNull();
    expect(payslipOf({ ...pay, idspecialist: null })).toBeNull();
  });
});
