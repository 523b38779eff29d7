// The Chromium the e2e tests, the benchmarks and the screenshots drive. No test tool downloads a
// browser here: CHROMIUM_PATH, then Debian's /usr/bin/chromium, then a local Chrome.
//
// `npx tsx scripts/chromium.ts --ensure` (the first step of `npm test`) installs Debian's package
// when none is found and it may (root, or sudo without a password, on a machine with apt-get), as
// `.ci/run` used to; otherwise it fails at once with one line saying what to run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where a Chromium or Chrome usually is, after CHROMIUM_PATH. */
export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** The commands that install Debian's Chromium package (as root, or with `sudo -n` in front). */
export const APT_INSTALL = [
  ['apt-get', 'update', '-qq'],
  ['apt-get', 'install', '-y', '-qq', 'chromium'],
];

/** What the machine is like; the costly facts are asked only when needed. */
export interface ChromiumFacts {
  /** The CHROMIUM_PATH environment variable (empty counts as unset). */
  chromiumPath: string | undefined;
  exists: (path: string) => boolean;
  isRoot: () => boolean;
  /** `sudo` runs without asking for a password. */
  passwordlessSudo: () => boolean;
  /** A Debian-like system with apt-get. */
  apt: () => boolean;
}

export type ChromiumPlan =
  | { kind: 'found'; path: string }
  | { kind: 'install'; commands: string[][] }
  | { kind: 'missing'; message: string };

/** The Chromium to use: CHROMIUM_PATH when set (even if it does not exist), else the first candidate found. */
export function findChromiumPath(facts: Pick<ChromiumFacts, 'chromiumPath' | 'exists'>): string | undefined {
  if (facts.chromiumPath) return facts.exists(facts.chromiumPath) ? facts.chromiumPath : undefined;
  return CHROMIUM_CANDIDATES.find((candidate) => facts.exists(candidate));
}

/** One line: why there is no Chromium and exactly what to run. */
export function missingChromiumMessage(
  facts: Pick<ChromiumFacts, 'chromiumPath'> & { apt: boolean },
): string {
  if (facts.chromiumPath)
    return `No Chromium for the e2e tests: CHROMIUM_PATH is ${facts.chromiumPath}, which does not exist; set it to a Chrome or Chromium binary (or unset it), then run \`npm test\` again.`;
  if (facts.apt)
    return 'No Chromium for the e2e tests: run `sudo apt-get update && sudo apt-get install -y chromium` (or set CHROMIUM_PATH to a Chrome or Chromium binary), then `npm test` again.';
  return 'No Chromium for the e2e tests: install Google Chrome or Chromium and set CHROMIUM_PATH to its binary, then run `npm test` again.';
}

/** Found, install (Debian, as root or with passwordless sudo), or missing with what to run. */
export function planChromium(facts: ChromiumFacts): ChromiumPlan {
  const path = findChromiumPath(facts);
  if (path) return { kind: 'found', path };
  // A CHROMIUM_PATH that points nowhere is the user's to fix: installing another would hide it.
  if (facts.chromiumPath)
    return {
      kind: 'missing',
      message: missingChromiumMessage({ chromiumPath: facts.chromiumPath, apt: false }),
    };
  const apt = facts.apt();
  if (apt && facts.isRoot()) return { kind: 'install', commands: APT_INSTALL };
  if (apt && facts.passwordlessSudo())
    return { kind: 'install', commands: APT_INSTALL.map((command) => ['sudo', '-n', ...command]) };
  return { kind: 'missing', message: missingChromiumMessage({ chromiumPath: undefined, apt }) };
}

/** The facts of this machine. */
export function machineFacts(env: NodeJS.ProcessEnv = process.env): ChromiumFacts {
  return {
    chromiumPath: env.CHROMIUM_PATH || undefined,
    exists: (path) => fs.existsSync(path),
    isRoot: () => process.getuid?.() === 0,
    passwordlessSudo: () => spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0,
    apt: () => fs.existsSync('/usr/bin/apt-get') && fs.existsSync('/etc/debian_version'),
  };
}

/** Makes sure a Chromium is there (installing it when it may); false with one line on stderr when not. */
export function ensureChromium(facts: ChromiumFacts = machineFacts()): boolean {
  const plan = planChromium(facts);
  if (plan.kind === 'found') return true;
  if (plan.kind === 'missing') {
    console.error(plan.message);
    return false;
  }
  console.log('Installing Chromium (Debian package) for the e2e tests…');
  for (const [cmd, ...args] of plan.commands) {
    const result = spawnSync(cmd!, args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      console.error(
        `Installing Chromium failed (${[cmd, ...args].join(' ')}): ${missingChromiumMessage({ chromiumPath: undefined, apt: true })}`,
      );
      return false;
    }
  }
  if (findChromiumPath(facts)) return true;
  console.error(missingChromiumMessage({ chromiumPath: undefined, apt: true }));
  return false;
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--ensure'))
  process.exit(ensureChromium() ? 0 : 1);
