import { expect, test, type Page } from '../../support/fixtures';
import { FIRST_GUIDE_KEY } from '../../support/accounts';
import { setSandboxClock } from '../../support/sandbox';

/**
 * Visual regression of the main guest screens at 375 px in light, dark and large-font mode: a
 * layout break (an overflow, a collapsed row, a colour lost in dark) changes the picture and fails
 * here. The pictures are Playwright's `toHaveScreenshot` baselines next to this file, made in
 * Debian's Chromium with the CJK font `.ci/run` installs (fonts-wqy-microhei); refresh them with
 * `pnpm exec playwright test visual --update-snapshots` after an intended change. Charts
 * (canvas, animated by echarts) and the banner carousel are masked: their content is tested
 * elsewhere; the space they take is kept. The sandbox clock is fixed, so every figure is the same
 * on each run.
 */
const MODES = [
  { name: 'light', theme: 'light', font: 'normal' },
  { name: 'dark', theme: 'dark', font: 'normal' },
  { name: 'large', theme: 'light', font: 'large' },
] as const;

const SCREENS = [
  { name: 'home', path: '/', ready: (p: Page) => p.getByRole('heading', { name: '市场指数' }) },
  {
    name: 'fund-detail-000001',
    path: '/s/000001',
    ready: (p: Page) => p.getByRole('heading', { name: /华夏成长/ }).first(),
  },
  {
    name: 'fund-market',
    path: '/symbols/funds/',
    ready: (p: Page) => p.getByRole('heading', { level: 1 }).first(),
  },
] as const;

test.beforeAll(async () => {
  await setSandboxClock('2026-04-20T20:00:00+08:00');
});

for (const screen of SCREENS) {
  test(`${screen.name} looks as it did at 375 px in light, dark and large-font mode`, async ({
    page,
  }) => {
    await page.addInitScript((key) => localStorage.setItem(key, '1'), FIRST_GUIDE_KEY);
    await page.goto(screen.path);
    await expect(screen.ready(page)).toBeVisible();
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
    for (const mode of MODES) {
      await page.evaluate(
        ({ theme, font }) => {
          for (const el of [document.documentElement, ...document.querySelectorAll('.jj-root')]) {
            (el as HTMLElement).dataset.jjTheme = theme;
            (el as HTMLElement).dataset.jjFont = font;
          }
        },
        { theme: mode.theme, font: mode.font },
      );
      await expect(page).toHaveScreenshot(`${screen.name}-${mode.name}.png`, {
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        mask: [page.locator('canvas'), page.locator('.jj-banner')],
        maxDiffPixelRatio: 0.01,
      });
    }
  });
}
