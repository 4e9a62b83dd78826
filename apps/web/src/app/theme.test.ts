import { getContrastRatio } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { BlankLayout } from './layouts/blank-layout';
import { appRoutes } from './router';
import { ROUTES } from './routes';
import { theme } from './theme';

describe('theme and layouts', () => {
  it('spec 9: display breakpoints xs 0, sm 600, md 960, lg 1280, xl 1920, xxl 2560; mobile is under lg', () => {
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 });
    expect(theme.breakpoints.down('lg')).toBe('@media (max-width:1279.95px)');
  });

  it('spec 9: light theme only, Montserrat, and the spec’s colours', () => {
    expect(theme.palette.mode).toBe('light');
    expect(theme.typography.fontFamily).toMatch(/^Montserrat,/);
    expect({
      primary: theme.palette.primary.main,
      secondary: theme.palette.secondary.main,
      error: theme.palette.error.main,
      info: theme.palette.info.main,
      success: theme.palette.success.main,
      warning: theme.palette.warning.main,
      overdue: theme.palette.overdue.main,
    }).toEqual({
      primary: '#5D2784',
      secondary: '#88EAFA',
      error: '#E62117',
      info: '#2196F3',
      success: '#3AAA35',
      warning: '#FB8C00',
      overdue: '#D4AF37',
    });
  });

  it('WCAG AA: a status colour used as text (outlined chip, text button) is its dark shade, 4.5:1 on the page', () => {
    type Override = (props: { ownerState: Record<string, string>; theme: typeof theme }) => {
      color?: string;
    };
    const chip = theme.components?.MuiChip?.styleOverrides?.root as unknown as Override;
    const button = theme.components?.MuiButton?.styleOverrides?.root as unknown as Override;
    for (const color of ['error', 'info', 'success', 'warning'] as const) {
      for (const [name, override, variant] of [
        ['chip', chip, 'outlined'],
        ['button', button, 'text'],
      ] as const) {
        const text = override({ ownerState: { variant, color }, theme }).color;
        expect(text, `${name} ${color}`).toBe(theme.palette[color].dark);
        for (const ground of [theme.palette.background.default, theme.palette.background.paper]) {
          expect(getContrastRatio(text!, ground), `${name} ${color} on ${ground}`).toBeGreaterThanOrEqual(
            4.5,
          );
        }
      }
    }
  });

  it('spec 2: four layouts; login on auth, qualification on auth without authentication, reservationOnline on noauth', () => {
    const layouts = new Set(ROUTES.map((route) => route.layout));
    expect(layouts).toEqual(new Set(['auth', 'default', 'noauth']));
    // The fourth, blank, holds the not-found page of unmatched routes.
    const unmatched = appRoutes()[0].children!.at(-1)!;
    expect(unmatched.path).toBe('*');
    expect((unmatched.element as ReactElement).type).toBe(BlankLayout);
    const of = (path: string) => ROUTES.find((route) => route.path === path)!;
    expect(of('/login')).toMatchObject({ layout: 'auth', public: true, guestOnly: true });
    expect(of('/qualification')).toMatchObject({ layout: 'auth', public: true });
    expect(of('/reservationOnline')).toMatchObject({ layout: 'noauth', public: true });
    expect(of('/')).toMatchObject({ layout: 'default' });
    expect(of('/calendar').public).toBeUndefined();
  });
});
