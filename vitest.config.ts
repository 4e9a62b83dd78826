import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// One runner for every workspace; the web project runs in happy-dom.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contracts', root: './packages/contracts', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'db',
          root: './packages/db',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          globalSetup: ['./test/global-setup.ts'],
          pool: 'forks',
        },
      },
      ...(existsSync('./apps/web/vitest.config.ts') ? ['./apps/web/vitest.config.ts'] : []),
    ],
  },
});
