// In-app navigation: the time from a tap to the next screen's content painted, in a mobile
// context with the CPU throttled 4× (DevTools' Emulation.setCPUThrottlingRate), no network
// throttling (the screens' data and chunks come from loopback). Each step is measured twice in
// the same page: the first time (the screen's chunk and data fetched) and again after going back
// (the chunk loaded, the data fresh in RTK Query's cache), the case the budget holds.
import type { Browser, Page } from 'playwright-core';
import { MOBILE } from './lib/env.ts';
import type { Session } from './lighthouse.ts';

export const NAV_CPU_SLOWDOWN = 4;

export interface NavStep {
  id: 'listToDetail' | 'detailToBuy';
  /** ms from the tap to the first frame painted with the content, chunk and data fetched. */
  firstMs: number | null;
  /** The same with the screen visited just before (its data fresh in the cache). */
  cachedMs: number | null;
  error?: string;
}

declare global {
  interface Window {
    __benchNav?: Promise<number>;
    __benchTap?: number;
  }
}

/**
 * Arms the page: the tap's event time is kept, and a promise resolves with the time of the first
 * frame painted after `selector` is in the DOM (a task posted from its rAF callback runs after the
 * frame), both on the page's performance clock.
 */
async function arm(page: Page, selector: string) {
  // A string, not a function: tsx's transform would add helpers (`__name`) the page lacks.
  await page.evaluate(`(() => {
    const sel = ${JSON.stringify(selector)};
    window.__benchTap = undefined;
    document.addEventListener('pointerdown', (e) => { window.__benchTap = e.timeStamp; },
      { capture: true, once: true });
    window.__benchNav = new Promise((resolve) => {
      let seen = false;
      const mo = new MutationObserver(() => {
        if (seen || !document.querySelector(sel)) return;
        seen = true;
        mo.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
      });
      mo.observe(document.body, { subtree: true, childList: true });
    });
  })()`);
}

async function timedTap(page: Page, tap: () => Promise<void>, content: string): Promise<number> {
  await arm(page, content);
  await tap();
  const done = (await page.evaluate(
    `Promise.race([window.__benchNav, new Promise((_, no) => setTimeout(() => no(new Error('no content within 15 s')), 15000))])`,
  )) as number;
  const t0 = (await page.evaluate('window.__benchTap')) as number | undefined;
  if (t0 === undefined) throw new Error('the tap was not seen');
  return done - t0;
}

/** The detail screen's content (its net-value card) and the buy screen's (its fund card). */
const DETAIL = 'section[aria-label="净值"]';
const BUY = 'section[aria-label="基金"]';

async function step(
  page: Page,
  id: NavStep['id'],
  tap: () => Promise<void>,
  content: string,
): Promise<NavStep> {
  try {
    const firstMs = await timedTap(page, tap, content);
    await page.goBack();
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    const cachedMs = await timedTap(page, tap, content);
    return { id, firstMs, cachedMs };
  } catch (err) {
    return { id, firstMs: null, cachedMs: null, error: (err as Error).message };
  }
}

/**
 * One measurement of both steps: the fund market list's first row to its detail, and the fund
 * detail `/s/{symbol}` to its buy screen (logged in with `session`).
 */
export async function measureNavigation(
  browser: Browser,
  appUrl: string,
  symbol: string,
  session?: Session,
): Promise<NavStep[]> {
  const origin = new URL(appUrl).origin;
  const context = await browser.newContext({
    ...MOBILE,
    ...(session
      ? {
          storageState: {
            cookies: [],
            origins: [{ origin, localStorage: [{ name: session.key, value: session.value }] }],
          },
        }
      : {}),
  });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: NAV_CPU_SLOWDOWN });
    const settle = () =>
      page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);

    await page.goto(`${appUrl}/symbols/funds/`, { waitUntil: 'load', timeout: 60_000 });
    const row = page.locator('a[href^="/s/"]').first();
    await row.waitFor({ timeout: 30_000 });
    await settle();
    const toDetail = await step(page, 'listToDetail', () => row.tap(), DETAIL);

    await page.goto(`${appUrl}/s/${symbol}`, { waitUntil: 'load', timeout: 60_000 });
    const buy = page.getByRole('button', { name: '买入', exact: true });
    await buy.waitFor({ timeout: 30_000 });
    await settle();
    const toBuy = await step(page, 'detailToBuy', () => buy.tap(), BUY);
    return [toDetail, toBuy];
  } finally {
    await context.close();
  }
}
