// `npm test`: every check, in order, stopping at the first failure: type check, lint, the code's
// Prettier format, unit + component + contract tests, production build with the bundle budgets,
// e2e in real Chromium, and smoke runs of the quote and workspace benchmarks. First, a Chromium for
// the e2e tests: found, or installed when it may be (scripts/chromium.ts), or the run stops at once
// with one line saying what to run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'terminal-test-'));
const unitReport = path.join(tmp, 'unit.json');
const e2eReport = path.join(tmp, 'e2e.json');

const steps = [
  ['type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['format (Prettier)', 'npm', ['run', '--silent', 'format:check']],
  [
    'unit, component and contract tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`],
  ],
  ['production build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['bundle budgets', 'node', ['scripts/check-bundle.mjs']],
  [
    'e2e tests (Chromium, built app)',
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'test/e2e/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${e2eReport}`,
    ],
  ],
  [
    'quote benchmark smoke (checks that it runs; timings are not asserted)',
    'npx',
    ['tsx', 'scripts/bench-quotes.ts', '--smoke'],
  ],
  [
    'workspace benchmark smoke (checks that it runs; timings are not asserted)',
    'npx',
    ['tsx', 'scripts/bench-workspace.ts', '--smoke'],
  ],
];

function counts(file) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    return {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    };
  } catch {
    return { passed: 0, failed: 0, skipped: 0 };
  }
}

const chromium = spawnSync('npx', ['tsx', 'scripts/chromium.ts', '--ensure'], { stdio: 'inherit' });
if (chromium.status !== 0) process.exit(1);

const started = Date.now();
let failedStep = null;
for (const [name, cmd, args] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
  });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.log(`✖ ${name} failed after ${seconds} s`);
    failedStep = name;
    break;
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
const unit = counts(unitReport);
const e2e = counts(e2eReport);
const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed + (failedStep && unit.failed + e2e.failed === 0 ? 1 : 0);
console.log(
  `\nunit ${unit.passed} passed, ${unit.failed} failed; e2e ${e2e.passed} passed, ${e2e.failed} failed; ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
if (failedStep) console.log(`stopped at: ${failedStep}`);
console.log(`${passed} passed, ${failed} failed, ${unit.skipped + e2e.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
