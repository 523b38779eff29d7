// `npm run screenshots`: a PNG of every screen of the terminal (test/e2e/screens.ts: every route, plus
// the panels and dialogs that open over a screen) at 1280×720 and 1440×900, in the dark and the light
// theme, against the production build in demo mode (the seeded sandbox: account 100001 with positions
// and orders). Builds first when there is no build (or with `--build`).
//   npm run screenshots                    # into screenshots/ (git-ignored)
//   npm run screenshots -- --out=/tmp/shots --only=positions,monitor
//   npm run screenshots -- --only=workspace --sizes=1280x720,1920x1080
import fs from 'node:fs';
import path from 'node:path';
import { preview } from 'vite';
import { ensureBuild } from './bench/app-bench';
import { launchBrowser } from '../test/e2e/browser';
import { openScreen, SCREENS, seedOrders, SIZES, THEMES } from '../test/e2e/screens';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

async function main() {
  const out = path.resolve(arg('out') ?? 'screenshots');
  const only = arg('only')?.split(',');
  const sizes =
    arg('sizes')
      ?.split(',')
      .map((s) => {
        const [width = 0, height = 0] = s.split('x').map(Number);
        return { width, height };
      }) ?? SIZES;
  ensureBuild();
  fs.mkdirSync(out, { recursive: true });
  const web = await preview({
    preview: { port: 4195, host: '127.0.0.1', strictPort: false },
    logLevel: 'warn',
  });
  // Service workers (the in-page sandbox) need localhost or https.
  const appUrl = (web.resolvedUrls?.local[0] ?? '').replace('127.0.0.1', 'localhost').replace(/\/$/, '');
  const browser = await launchBrowser();
  // tsx keeps function names with a `__name` helper that does not exist in the page.
  await browser.context.addInitScript({ content: 'window.__name = (f) => f;' });
  const page = await browser.context.newPage();
  let taken = 0;
  try {
    await seedOrders(page, appUrl);
    for (const theme of THEMES)
      for (const size of sizes) {
        await page.setViewportSize(size);
        for (const screen of SCREENS) {
          if (only && !only.includes(screen.name)) continue;
          await openScreen(page, appUrl, screen, theme);
          const file = path.join(out, `${screen.name}-${size.width}x${size.height}-${theme}.png`);
          await page.screenshot({ path: file });
          taken += 1;
        }
      }
  } finally {
    await browser.close();
    await web.close();
  }
  console.log(`${taken} screenshots in ${out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
