import { expect, type Page } from '@playwright/test';

/** One home entry: its label in the entry grid, and where a guest lands after tapping it. */
export interface AreaEntry {
  label: string;
  /** The area's first screen (a public one), or the guarded path a guest is sent to log in for. */
  path: string;
  /** Behind login: a guest lands on the login step carrying `next` (browser shell). */
  auth?: boolean;
}

/** Home's entry grid: one entry per product area (the home area README lists them). */
export const HOME_ENTRIES: readonly AreaEntry[] = [
  { label: '基金', path: '/symbols/funds/' },
  { label: '组合', path: '/portfolio/topics/' },
  { label: '基金经理', path: '/symbols/funds/managers/' },
  { label: '基金诊断', path: '/symbols/funds/diagnosis/' },
  { label: '定投', path: '/promotion/fixed_invest/detail/' },
  { label: '理财宝', path: '/accounts/funds/bao/', auth: true },
  { label: '私募', path: '/privatefunds/fund_xinshili/' },
  { label: 'AI 助手', path: '/ai/chat/' },
  { label: '投顾店铺', path: '/store/portfolios/recommend/' },
  { label: '活动', path: '/promotion/guessgame/' },
  { label: '金币签到', path: '/promotion/check_in/', auth: true },
  { label: '领券', path: '/promotion/coupons/activities/', auth: true },
];

/** What a screen that failed says (the route error screen, not-found, a failed first load). */
const FAILURE = /页面不存在|页面出错|加载失败/;

/**
 * Taps a home entry from `/` and checks the first screen came: the address, one h1 that is not
 * a failure, no failure text on the page.
 * @param page the Playwright page, at any address (goes to `/` first)
 * @param entry the entry to tap
 */
export async function tapHomeEntry(page: Page, entry: AreaEntry): Promise<void> {
  await openHome(page);
  const grid = page.getByRole('navigation', { name: '功能入口' });
  await grid.getByRole('link', { name: entry.label, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === entry.path);
  await expectFirstScreen(page);
}

/**
 * A guest taps `entry` on home: a public entry reaches its first screen ({@link tapHomeEntry});
 * an entry behind login is tapped from the entry grid and `expectLogin` checks, with the area's
 * path, that the host was asked to log in with it as next.
 * @param page the Playwright page, with the host installed
 * @param entry the entry to tap
 * @param expectLogin the host's login check, given `entry.path`
 */
export async function guestTapsHomeEntry(
  page: Page,
  entry: AreaEntry,
  expectLogin: (next: string) => Promise<void>,
): Promise<void> {
  if (!entry.auth) {
    await tapHomeEntry(page, entry);
    return;
  }
  await openHome(page);
  await page
    .getByRole('navigation', { name: '功能入口' })
    .getByRole('link', { name: entry.label, exact: true })
    .click();
  await expectLogin(entry.path);
}

/** Opens home and taps the first-guide overlay away (it shows once per fresh browser). */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await page
    .getByRole('dialog', { name: '新手引导' })
    .getByRole('button', { name: '我知道了' })
    .click();
  await expect(page.getByRole('dialog', { name: '新手引导' })).toHaveCount(0);
}

/** The screen shown has its h1 and says no failure. */
export async function expectFirstScreen(page: Page): Promise<void> {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).not.toHaveText(FAILURE);
  await expect(page.getByText(FAILURE)).toHaveCount(0);
}
