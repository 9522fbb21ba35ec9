// Revisit: the same route opened twice in one mobile context under DevTools throttling (slow 4G:
// 150 ms RTT, 1.6 Mbps down, 750 kbps up; 4x CPU), LCP read from PerformanceObserver each time.
// The second visit is a fresh navigation (about:blank in between), so it shows what the HTTP
// cache and the app's cached GET (localStorage) give a returning user.
import type { Browser } from 'playwright-core';
import { MOBILE } from './lib/env.ts';

export interface Revisit {
  url: string;
  coldLcpMs: number | null;
  warmLcpMs: number | null;
  /** Requests on the second visit, and how many of them were /api calls. */
  warmRequests: number;
  warmApiRequests: number;
  /** Same-origin JS/CSS the second visit fetched over the network (not from the HTTP cache). */
  warmAssetsFromNetwork: number;
  error?: string;
}

declare global {
  interface Window {
    __benchLcp?: number;
  }
}

export async function measureRevisit(browser: Browser, url: string): Promise<Revisit> {
  const context = await browser.newContext(MOBILE);
  const page = await context.newPage();
  const result: Revisit = {
    url,
    coldLcpMs: null,
    warmLcpMs: null,
    warmRequests: 0,
    warmApiRequests: 0,
    warmAssetsFromNetwork: 0,
  };
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      window.__benchLcp = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__benchLcp = e.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const visit = async () => {
      await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
      await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
      // Under 4x CPU the network can idle while a chunk still runs: wait for LCP to settle
      // (unchanged for 3 s and non-zero), at most 30 s.
      let lcp = 0;
      let stable = 0;
      for (let i = 0; i < 30 && stable < 3; i++) {
        await page.waitForTimeout(1000);
        const now = await page.evaluate(() => window.__benchLcp ?? 0);
        stable = now > 0 && now === lcp ? stable + 1 : 0;
        lcp = now;
      }
      return lcp > 0 ? lcp : null;
    };
    result.coldLcpMs = await visit();
    await page.goto('about:blank');
    const origin = new URL(url).origin;
    const fromCache = new Set<string>();
    cdp.on('Network.requestServedFromCache', (e: { requestId: string }) =>
      fromCache.add(e.requestId),
    );
    cdp.on(
      'Network.responseReceived',
      (e: {
        requestId: string;
        response: { url: string; fromDiskCache?: boolean; status: number };
      }) => {
        const u = new URL(e.response.url);
        if (u.origin !== origin) return;
        result.warmRequests++;
        if (u.pathname.startsWith('/api/')) result.warmApiRequests++;
        const asset = /\.(m?js|css)$/.test(u.pathname);
        if (asset && !e.response.fromDiskCache && !fromCache.has(e.requestId))
          result.warmAssetsFromNetwork++;
      },
    );
    result.warmLcpMs = await visit();
  } catch (err) {
    result.error = (err as Error).message;
  } finally {
    await context.close();
  }
  return result;
}
