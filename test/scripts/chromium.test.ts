// What `npm test` does about Chromium on a newcomer's machine (scripts/chromium.ts): use the one
// there is, install Debian's package when it may (root, or sudo without a password), and otherwise
// stop at once with one line saying exactly what to run.
import { describe, expect, it } from 'vitest';
import { APT_INSTALL, planChromium, type ChromiumFacts } from '../../scripts/chromium';

/** A Debian machine with no Chromium, as a plain user with no sudo; `asked` records the costly facts asked. */
function machine(overrides: Partial<ChromiumFacts> & { files?: string[] } = {}) {
  const asked: string[] = [];
  const files = new Set(overrides.files ?? []);
  const facts: ChromiumFacts = {
    chromiumPath: undefined,
    exists: (path) => files.has(path),
    isRoot: () => (asked.push('root'), false),
    passwordlessSudo: () => (asked.push('sudo'), false),
    apt: () => (asked.push('apt'), true),
    ...overrides,
  };
  return { facts, asked };
}

describe('Chromium for npm test', () => {
  it('uses Debian’s chromium when it is installed, asking nothing else', () => {
    const { facts, asked } = machine({ files: ['/usr/bin/chromium'] });
    expect(planChromium(facts)).toEqual({ kind: 'found', path: '/usr/bin/chromium' });
    expect(asked).toEqual([]);
  });

  it('uses a local Chrome when there is no Chromium', () => {
    const { facts } = machine({ files: ['/usr/bin/google-chrome'] });
    expect(planChromium(facts)).toEqual({ kind: 'found', path: '/usr/bin/google-chrome' });
  });

  it('uses CHROMIUM_PATH first when it exists', () => {
    const { facts } = machine({
      chromiumPath: '/opt/chrome/chrome',
      files: ['/opt/chrome/chrome', '/usr/bin/chromium'],
    });
    expect(planChromium(facts)).toEqual({ kind: 'found', path: '/opt/chrome/chrome' });
  });

  it('names a CHROMIUM_PATH that does not exist instead of installing or using another', () => {
    const { facts, asked } = machine({ chromiumPath: '/opt/nothing', files: ['/usr/bin/chromium'] });
    const plan = planChromium(facts);
    expect(plan.kind).toBe('missing');
    expect(plan.kind === 'missing' && plan.message).toBe(
      'No Chromium for the e2e tests: CHROMIUM_PATH is /opt/nothing, which does not exist; set it to a Chrome or Chromium binary (or unset it), then run `npm test` again.',
    );
    expect(asked).toEqual([]);
  });

  it('installs the Debian package as root', () => {
    const { facts } = machine({ isRoot: () => true });
    expect(planChromium(facts)).toEqual({
      kind: 'install',
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', 'chromium'],
      ],
    });
  });

  it('installs it with sudo when sudo needs no password', () => {
    const { facts } = machine({ passwordlessSudo: () => true });
    expect(planChromium(facts)).toEqual({
      kind: 'install',
      commands: APT_INSTALL.map((command) => ['sudo', '-n', ...command]),
    });
  });

  it('otherwise stops with one line saying exactly what to run', () => {
    const { facts, asked } = machine();
    const plan = planChromium(facts);
    expect(plan).toEqual({
      kind: 'missing',
      message:
        'No Chromium for the e2e tests: run `sudo apt-get update && sudo apt-get install -y chromium` (or set CHROMIUM_PATH to a Chrome or Chromium binary), then `npm test` again.',
    });
    expect(plan.kind === 'missing' && plan.message.includes('\n')).toBe(false);
    expect(asked).toEqual(['apt', 'root', 'sudo']);
  });

  it('off Debian, says to install Chrome or Chromium and set CHROMIUM_PATH (no apt command)', () => {
    const { facts } = machine({ apt: () => false, isRoot: () => true });
    expect(planChromium(facts)).toEqual({
      kind: 'missing',
      message:
        'No Chromium for the e2e tests: install Google Chrome or Chromium and set CHROMIUM_PATH to its binary, then run `npm test` again.',
    });
  });
});
