import { expect, test } from '../../support/fixtures';
import { FIRST_GUIDE_KEY, TOKEN_KEY } from '../../support/accounts';
import { openAccountViaApi } from '../../support/hosts/sandbox-api';
import { knownRoutes } from '../../support/route-table';

/**
 * No route is wider than the 375 px screen (no sideways panning) in light, dark and large-font
 * mode, for an investor with an open account (so the screens behind login render, not login).
 * The themes are the data attributes ui's ThemeProvider sets on <html> and on its root; each
 * route is loaded once and measured in the three.
 */
const ROUTES = knownRoutes();
const MODES = [
  { name: '浅色', theme: 'light', font: 'normal' },
  { name: '深色', theme: 'dark', font: 'normal' },
  { name: '大字', theme: 'light', font: 'large' },
] as const;

let token = '';

test.beforeAll(async () => {
  token = (await openAccountViaApi()).token;
});

test('the router knows the areas’ routes', () => {
  expect(ROUTES.length).toBeGreaterThan(150);
  expect(ROUTES).toContain('/symbols/funds/advance/');
});

for (const route of ROUTES) {
  test(`${route} fits 375 px in light, dark and large-font mode`, async ({ page }) => {
    await page.addInitScript(
      ([key, guideKey, value]) => {
        localStorage.setItem(key!, value!);
        localStorage.setItem(guideKey!, '1');
      },
      [TOKEN_KEY, FIRST_GUIDE_KEY, token],
    );
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
    // A screen that keeps polling never goes network-idle: measure after 5 s at most.
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
    for (const mode of MODES) {
      const width = await page.evaluate(async ({ theme, font }) => {
        for (const el of [document.documentElement, ...document.querySelectorAll('.jj-root')]) {
          (el as HTMLElement).dataset.jjTheme = theme;
          (el as HTMLElement).dataset.jjFont = font;
        }
        // layout is recomputed on read; a short wait lets ResizeObserver-driven widgets follow
        await new Promise((r) => setTimeout(r, 50));
        return document.documentElement.scrollWidth;
      }, mode);
      expect(width, `${route} in ${mode.name}`).toBeLessThanOrEqual(375);
    }
  });
}
