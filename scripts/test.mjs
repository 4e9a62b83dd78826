#!/usr/bin/env node
// Runs every check and test the machine can run, then prints each stage's time and one closing
// line: "N passed, N failed, N skipped". Exit code is non-zero when anything failed.
//
// The order keeps a 2-core machine busy (decision 044):
//   1. typecheck and lint side by side;
//   2. every vitest project on the embedded PGlite (two workers: an integration file waits on
//      its HTTP server and database as much as it computes);
//   3. the integration files that touch a database again on PostgreSQL, side by side with the
//      browser tests (the browser stage mostly waits on Chromium and its one server). The
//      database-free unit files beside the API code (`apps/api/src/**/*.test.ts`) and the
//      registry's own test run once, in stage 2.
// SARI_TEST_SERIAL=1 runs every stage one after the other, printing as it goes.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const serial = process.env.SARI_TEST_SERIAL === '1';
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const stageTimes = [];
const started = Date.now();

// Runs one command. Live output when `live`; otherwise kept in a log printed when it ends, so
// two stages side by side never interleave their lines.
function run(label, command, args, { env = {}, live = true } = {}) {
  const begin = Date.now();
  const log = path.join(tmp, `stage-${label.replace(/\W+/g, '-')}.log`);
  if (live) {
    console.log(`\n=== ${label} ===`);
  }
  const child = spawn(command, args, {
    cwd: root,
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  if (!live) {
    const out = createWriteStream(log);
    child.stdout.pipe(out);
    child.stderr.pipe(out);
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (Date.now() - begin) / 1000;
      stageTimes.push({ label, seconds });
      if (!live) {
        console.log(`\n=== ${label} (finished; its output) ===`);
        console.log(readFileSync(log, 'utf8'));
      }
      resolve(code ?? 1);
    });
  });
}

async function check(label, command, args, live) {
  const status = await run(label, command, args, { live });
  if (status === 0) {
    totals.passed += 1;
  } else {
    totals.failed += 1;
    failures.push(label);
  }
}

async function vitest(label, args, env, live) {
  const json = path.join(tmp, `vitest-${label.replace(/\W+/g, '-')}.json`);
  rmSync(json, { force: true });
  const status = await run(
    label,
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`],
    { env, live },
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

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && existsSync(candidate)) ?? null;
}

async function browserTests(live) {
  const chromium = findChromium();
  if (!existsSync(path.join(root, 'playwright.config.ts'))) {
    console.log('\n(no browser tests defined yet)');
    return;
  }
  if (!chromium) {
    console.log(`\n${'!'.repeat(78)}`);
    console.log('!! BROWSER TESTS SKIPPED: no Chromium found. Install one with');
    console.log('!!   apt-get install -y chromium      (or set CHROMIUM_PATH=/path/to/chrome)');
    console.log('!'.repeat(78));
    totals.skipped += 1;
    return;
  }
  const e2eJson = path.join(tmp, 'e2e.json');
  rmSync(e2eJson, { force: true });
  const status = await run(
    'browser tests (playwright + chromium)',
    bin('playwright'),
    ['test', '--reporter=list,json'],
    {
      env: { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson },
      live,
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

async function postgresTests(live) {
  if (!process.env.TEST_DATABASE_URL) {
    console.log('\n(TEST_DATABASE_URL not set: integration tests ran on PGlite only)');
    return;
  }
  // Only the files that open a database: the integration suite and the schema's own tests.
  await vitest(
    'integration tests (PostgreSQL)',
    [
      '--project',
      'api',
      '--project',
      'db',
      'apps/api/test/',
      'packages/db/test/schema',
      'packages/db/test/upgrade',
    ],
    { SARI_TEST_DB: 'pg' },
    live,
  );
}

async function sideBySide(...stages) {
  if (serial) {
    for (const stage of stages) {
      await stage(true);
    }
  } else {
    // The first stage prints live; the others print their output when they end.
    await Promise.all(stages.map((stage, index) => stage(index === 0)));
  }
}

await sideBySide(
  () => check('typecheck', 'npm', ['run', 'typecheck', '--silent'], true),
  (live) => check('lint (biome)', bin('biome'), ['check', '.'], live),
);
await vitest('unit and integration tests (PGlite)', [], { SARI_TEST_DB: 'pglite' }, true);
await sideBySide(browserTests, postgresTests);

console.log('\nStage times:');
for (const { label, seconds } of stageTimes) {
  console.log(`  ${label.padEnd(44)} ${seconds.toFixed(0).padStart(5)} s`);
}
console.log(`  ${'whole run'.padEnd(44)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`);
console.log('');
if (failures.length) {
  console.log(`Failed: ${failures.join(', ')}`);
}
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
