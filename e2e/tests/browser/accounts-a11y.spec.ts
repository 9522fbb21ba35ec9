import { expect, test } from '../../support/fixtures';
import { useToken } from '../../support/accounts';
import { seriousAxeViolations } from '../../support/axe';
import { openAccountViaApi } from '../../support/sandbox';

/**
 * axe reports no serious violation on the accounts screens, in real Chromium at
 * 375x667 against the sandbox, with real layout.
 *
 * Colour contrast is left out here on purpose: every finding it makes is the ui theme's palette
 * (antd-mobile primary #1677ff, danger #ff3141, up #e93030, down #14a35b, weak text #999 are all
 * under 4.5:1 on white), which the ui package owns for every host; it is reported there rather
 * than overridden per screen.
 */
const SKIP = ['color-contrast'];
const GUEST_SCREENS = [
  '/',
  '/accounts/login/',
  '/accounts/signup/',
  '/search/',
  '/faq/detail/open_account',
  '/faq/unionpay/',
  '/safe/',
  '/app/download',
];

const USER_SCREENS = (cardId: number) => [
  '/accounts/mine/',
  '/accounts/my_assets/',
  '/accounts/settings/',
  '/accounts/profile/',
  '/accounts/income/',
  '/accounts/more/',
  '/accounts/trade_password/',
  '/accounts/trade_password/reset/',
  '/accounts/bank_cards/',
  `/accounts/bank_cards/detail/${cardId}/`,
  '/accounts/bank_cards/bind/',
  '/accounts/bank_cards/bind/user/',
  '/accounts/bank_cards/bind/user_address/',
  '/accounts/bank_cards/bind/complete/',
  '/accounts/investment_risk/',
  '/accounts/investment_risk/questions/again/',
  '/accounts/investment_risk/mismatch_assets/',
];

test('guest screens have no serious axe violation', async ({ page }) => {
  // One visit per screen (load, network idle, axe): up to 15 s each on a busy 2-core runner.
  test.setTimeout(GUEST_SCREENS.length * 15_000);
  const report: Record<string, unknown> = {};
  for (const url of GUEST_SCREENS) {
    await page.goto(url);
    await expect(page.locator('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const found = await seriousAxeViolations(page, { skipRules: SKIP });
    if (found.length) report[url] = found;
  }
  expect(report).toEqual({});
});

test('account screens have no serious axe violation', async ({ page }) => {
  test.setTimeout(USER_SCREENS(0).length * 15_000);
  const user = await openAccountViaApi();
  await useToken(page, user.token);
  const report: Record<string, unknown> = {};
  for (const url of USER_SCREENS(user.cardId)) {
    await page.goto(url);
    await expect(page.locator('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const found = await seriousAxeViolations(page, { skipRules: SKIP });
    if (found.length) report[url] = found;
  }
  expect(report).toEqual({});
});
