#!/usr/bin/env node
// The ledger property suite, longer: random seeds (printed, to replay one with LEDGER_SEEDS=...)
// and more sequences per seed than `npm test` runs. Usage:
//   node scripts/ledger-soak.mjs [runs per seed, default 25] [seeds, default 4 random]
// SARI_TEST_DB=pg with TEST_DATABASE_URL runs it on PostgreSQL (default: PGlite).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const runs = process.argv[2] ?? '25';
const seeds =
  process.argv[3] ?? Array.from({ length: 4 }, () => Math.floor(Math.random() * 2 ** 31)).join(',');
console.log(`ledger soak: seeds ${seeds}, ${runs} sequences each`);
const result = spawnSync(
  path.join(root, 'node_modules', '.bin', 'vitest'),
  ['run', '--project', 'api', 'apps/api/test/ledger-properties.test.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { SARI_TEST_DB: 'pglite', ...process.env, LEDGER_SEEDS: seeds, LEDGER_RUNS: runs },
  },
);
process.exit(result.status ?? 1);
