// `pnpm bench`: builds the app, the floor pages and the render page with one Vite, starts the
// servers, runs each part (src/parts/*), prints the table and writes the report (src/report.ts).
// See tooling/bench/README.md for the method.
//
//   pnpm bench                          everything
//   pnpm bench --only size,render       some parts (written to tooling/bench/dist/partial.json)
//   pnpm bench --runs 1                 Lighthouse runs per route and render runs per case
//   pnpm bench --only scale --scale-users 1000   the scale part on a smaller large database
//
// Exit code: 0 all budgets pass, 1 a budget fails, 2 the bench itself failed.
import path from 'node:path';
import os from 'node:os';
import { existsSync, mkdirSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH, OUT, log } from './lib/env.ts';
import { chromeEnv } from './lib/host.ts';
import { cleanupAll, onCleanup } from './lib/proc.ts';
import { buildApp, buildBaseline, buildRender, buildStack, viteVersions } from './build.ts';
import { buildCore } from './core-size.ts';
import { writeReport, type Figure } from './report.ts';
import { parseArgs } from './cli.ts';
import { startServers } from './servers.ts';
import type { Context, Part, PartResult } from './parts/context.ts';
import { sizePart } from './parts/size.ts';
import { revisitPart } from './parts/revisit.ts';
import { navigationPart } from './parts/navigation.ts';
import { renderPart } from './parts/render.ts';
import { lighthousePart } from './parts/lighthouse.ts';
import { sandboxPart } from './parts/sandbox.ts';
import { scalePart } from './parts/scale.ts';

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!existsSync(CHROME_PATH)) {
    throw new Error(
      `no Chromium at ${CHROME_PATH}: apt-get update && apt-get install -y chromium (or set CHROME_PATH)`,
    );
  }
  const startedAt = new Date();
  const loadStart = os.loadavg();
  mkdirSync(path.join(OUT, 'screens'), { recursive: true });
  const need = (p: Part) => args.parts.has(p);
  const needFloors = need('size') || need('lighthouse');
  // the stack floor fetches the fund list from the app's sandbox
  const needApp = needFloors || need('revisit') || need('navigation');

  // 1. Builds, one Vite.
  const vite = viteVersions();
  if (vite.bench !== vite.app)
    log(`warning: bench Vite ${vite.bench} but apps/browser resolves ${vite.app}`);
  const builds: Record<string, number> = {};
  const timed = async (name: string, fn: () => Promise<void>) => {
    const t = Date.now();
    log(`build ${name}…`);
    await fn();
    builds[name] = Date.now() - t;
  };
  if (needApp) await timed('app', buildApp);
  if (needFloors) await timed('baseline', buildBaseline);
  if (needFloors) await timed('stack', buildStack);
  if (need('render')) await timed('render', buildRender);
  if (need('size')) await timed('core', buildCore);

  // 2. Servers.
  const servers = await startServers({
    app: needApp,
    baseline: needFloors,
    render: need('render'),
  });
  let browser: Browser | undefined;
  const ctx: Context = {
    runs: args.runs,
    appUrl: servers.appUrl,
    baselineUrl: servers.baselineUrl,
    stackUrl: servers.stackUrl,
    renderUrl: servers.renderUrl,
    sandboxPort: servers.sandboxPort,
    session: servers.session,
    browser: async () => {
      if (!browser) {
        const b = await chromium.launch({
          executablePath: CHROME_PATH,
          args: CHROME_FLAGS,
          env: chromeEnv(), // trusts the host's certificate (lib/host.ts)
          headless: true,
        });
        browser = b;
        onCleanup(() => b.close());
      }
      return browser;
    },
  };

  // 3. The parts, in this order: the browser parts (rendering before Lighthouse, on the lighter
  // machine state), then Lighthouse with its own browsers, then the servers go down before the
  // sandbox's own bench, which starts its own sandbox.
  const results: PartResult[] = [];
  if (need('size')) results.push(await sizePart(ctx));
  if (need('revisit')) results.push(await revisitPart(ctx));
  if (need('navigation')) results.push(await navigationPart(ctx));
  if (need('render')) results.push(await renderPart(ctx));
  if (browser) {
    await browser.close();
    browser = undefined;
  }
  if (need('lighthouse')) results.push(await lighthousePart(ctx));
  await cleanupAll();
  if (need('sandbox')) results.push(await sandboxPart());
  if (need('scale'))
    results.push(
      await scalePart({
        users: args.scaleUsers,
        tradesPerUser: args.scaleTradesPerUser,
        iterations: 20,
        years: args.scaleYears,
      }),
    );

  // 4. The report.
  const figures: Figure[] = results.flatMap((r) => r.figures);
  const details: Record<string, unknown> = {
    builds,
    sandboxStartMs: servers.sandboxStartMs,
    sandboxError: servers.sandboxError,
    accountError: servers.accountError,
    ...Object.assign({}, ...results.map((r) => r.details)),
  };
  return writeReport(
    {
      startedAt,
      parts: [...args.parts],
      runs: args.runs,
      full: args.full,
      loadStart,
      vite,
      sandboxError: servers.sandboxError,
    },
    figures,
    details,
  );
}

let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    if (stopping) return;
    stopping = true;
    log(`${sig}: stopping servers…`);
    void cleanupAll().finally(() => process.exit(130));
  });
}

main()
  .then(async (code) => {
    await cleanupAll();
    process.exit(code);
  })
  .catch(async (err: unknown) => {
    console.error('bench failed:', err instanceof Error ? (err.stack ?? err.message) : err);
    await cleanupAll();
    process.exit(2);
  });
