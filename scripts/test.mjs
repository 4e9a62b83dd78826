#!/usr/bin/env node
// Runs every check and test the machine can run, then prints one closing line:
// "N passed, N failed, N skipped". Exit code is non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function check(label, command, args) {
  const status = run(label, command, args);
  if (status === 0) {
    totals.passed += 1;
  } else {
    totals.failed += 1;
    failures.push(label);
  }
}

check('typecheck', 'npm', ['run', 'typecheck', '--silent']);
check('lint (biome)', bin('biome'), ['check', '.']);

function vitest(label, args, env = {}) {
  const json = path.join(tmp, `vitest-${label.replace(/\W+/g, '-')}.json`);
  rmSync(json, { force: true });
  const status = run(
    label,
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`],
    env,
  );
  if (!existsSync(json)) {
    totals.failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const report = JSON.parse(readFileSync(json, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  if (report.numFailedTests > 0 || status !== 0) {
    failures.push(label);
  }
  if (status !== 0 && report.numFailedTests === 0) {
    totals.failed += 1;
  }
}

// Every project on the embedded PGlite; then the integration suites again on PostgreSQL.
vitest('unit and integration tests (PGlite)', [], { SARI_TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  vitest('integration tests (PostgreSQL)', ['--project', 'api', '--project', 'db'], { SARI_TEST_DB: 'pg' });
} else {
  console.log('\n(TEST_DATABASE_URL not set: integration tests ran on PGlite only)');
}

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && existsSync(candidate)) ?? null;
}

const chromium = findChromium();
if (!existsSync(path.join(root, 'playwright.config.ts'))) {
  console.log('\n(no browser tests defined yet)');
} else if (!chromium) {
  console.log(`\n${'!'.repeat(78)}`);
  console.log('!! BROWSER TESTS SKIPPED: no Chromium found. Install one with');
  console.log('!!   apt-get install -y chromium      (or set CHROMIUM_PATH=/path/to/chrome)');
  console.log('!'.repeat(78));
  totals.skipped += 1;
} else {
  const e2eJson = path.join(tmp, 'e2e.json');
  rmSync(e2eJson, { force: true });
  const status = run(
    'browser tests (playwright + chromium)',
    bin('playwright'),
    ['test', '--reporter=list,json'],
    {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
    },
  );
  if (existsSync(e2eJson)) {
    const { stats } = JSON.parse(readFileSync(e2eJson, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    if (stats.unexpected > 0 || status !== 0) {
      failures.push('playwright');
    }
    if (status !== 0 && stats.unexpected === 0) {
      totals.failed += 1;
    }
  } else {
    totals.failed += 1;
    failures.push('playwright (no report)');
  }
}

console.log('');
if (failures.length) {
  console.log(`Failed: ${failures.join(', ')}`);
}
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
