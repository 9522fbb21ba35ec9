// The servers a run needs, all on free loopback ports and stopped by lib/proc.ts's cleanup: the
// sandbox (fresh database) with the bench account opened on it; the app and the two floor pages
// behind the production-like host (TLS + HTTP/2, lib/host.ts); the render page on `vite preview`.
import { log } from './lib/env.ts';
import { freePort, onCleanup } from './lib/proc.ts';
import { host } from './lib/host.ts';
import { OUT_DIRS, previewPlain } from './build.ts';
import { TOKEN_STORAGE_KEY, openAccount } from './account.ts';
import { startSandbox } from './sandbox.ts';
import type { Session } from './lighthouse.ts';

export interface Servers {
  appUrl: string;
  baselineUrl: string;
  /** The stack floor behind lib/host.ts, its /api passed to the same sandbox as the app's. */
  stackUrl: string;
  renderUrl: string;
  /** The sandbox's port (undefined when no part needs the app). */
  sandboxPort?: number;
  session?: Session;
  sandboxStartMs?: number;
  /** Why the sandbox did not start (every /api call of the pages then fails). */
  sandboxError?: string;
  /** Why the bench account could not be opened (the guarded routes are then measured as a guest). */
  accountError?: string;
}

export async function startServers(need: {
  app: boolean;
  baseline: boolean;
  render: boolean;
}): Promise<Servers> {
  const out: Servers = { appUrl: '', baselineUrl: '', stackUrl: '', renderUrl: '' };
  let sbPort: number | undefined;
  if (need.app) {
    sbPort = await freePort();
    log(`sandbox on 127.0.0.1:${sbPort}…`);
    try {
      const sb = await startSandbox(sbPort);
      onCleanup(sb.stop);
      out.sandboxStartMs = sb.startMs;
      try {
        const token = await openAccount(`http://127.0.0.1:${sbPort}`);
        out.session = { key: TOKEN_STORAGE_KEY, value: token };
        log('bench account opened on the sandbox (for the guarded routes)');
      } catch (err) {
        out.accountError = (err as Error).message;
        log(
          `WARNING: could not open the bench account, guarded routes measured as a guest: ${out.accountError}`,
        );
      }
    } catch (err) {
      // Measured all the same, but every /api call fails: the JSON and the table say so.
      out.sandboxError = (err as Error).message;
      log(`WARNING: ${out.sandboxError}`);
    }
    out.sandboxPort = sbPort;
    const app = await host(OUT_DIRS.app, await freePort(), sbPort);
    onCleanup(app.close);
    out.appUrl = app.url;
    log(
      `app on ${out.appUrl} (HTTP/2, lib/host.ts)` +
        (out.sandboxStartMs ? ` (sandbox answered after ${out.sandboxStartMs} ms)` : ''),
    );
  }
  if (need.baseline) {
    const base = await host(OUT_DIRS.baseline, await freePort());
    onCleanup(base.close);
    out.baselineUrl = base.url;
    const stack = await host(OUT_DIRS.stack, await freePort(), sbPort);
    onCleanup(stack.close);
    out.stackUrl = stack.url;
  }
  if (need.render) {
    const render = await previewPlain('render', await freePort());
    onCleanup(render.close);
    out.renderUrl = render.url;
  }
  return out;
}
