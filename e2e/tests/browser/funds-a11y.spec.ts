import { expect, test } from '../../support/fixtures';
import { useToken } from '../../support/accounts';
import { seriousAxeViolations } from '../../support/axe';
import { openAccountViaApi } from '../../support/sandbox';
import { apiAs } from './funds-helpers';

/**
 * axe reports no serious violation on the funds screens, in real Chromium at 375x667
 * against the sandbox, with real layout. Colour contrast is the ui theme's palette (see
 * accounts-a11y.spec.ts) and is left to the ui package.
 */
const SKIP = ['color-contrast'];

const PUBLIC = [
  '/symbols/funds/',
  '/symbols/funds/search/',
  '/s/000001',
  '/s/000001/trade_rules/?direction=0',
  '/s/000001/trade_rules/?direction=1',
  '/s/000001/managers_achivements_history/',
  '/s/000001/hold_symbols/',
  '/s/000001/dividend_split/',
  '/s/000001/achievement_rank/',
  '/s/000001/timeline_statuses/',
  '/s/000001/similar_k_line/',
  '/s/000001/block_trades/',
  '/s/000001/holders_analyse/',
  '/s/000001/buy_batch/?amountMinBuy=100',
  '/s/000001,110011/buy_batch/?amountMinBuy=100',
  '/funds/faq/',
  '/funds/remittance_notice/',
];

test('fund and account-fund screens have no serious axe violation', async ({ page }) => {
  // One visit per screen (load, network idle, axe): up to 15 s each on a busy 2-core runner.
  test.setTimeout(30_000 + (PUBLIC.length + 17) * 15_000);
  const user = await openAccountViaApi();
  await useToken(page, user.token);
  const api = apiAs(user.token);
  const trade = await api.call<{ id: number }>(
    'POST',
    '/funds/buy/',
    { symbol: '000001', amount: '1000.00', bank_card_id: user.cardId, password: '135790' },
    { 'Idempotency-Key': `a11y-${user.userId}-${Date.now()}` },
  );
  const plan = await api.call<{ id: number }>(
    'POST',
    '/funds/fixed_investment/',
    {
      symbol: '000001',
      amount: '100.00',
      bank_card_id: user.cardId,
      password: '135790',
      period_unit: 0,
      trade_day: 8,
    },
    { 'Idempotency-Key': `a11y-fi-${user.userId}-${Date.now()}` },
  );
  const screens = [
    ...PUBLIC,
    '/symbols/following/',
    '/s/000001/buy/?amount=1000',
    '/s/000001/fixed_investment/',
    '/accounts/funds/',
    '/accounts/funds/000001/',
    '/accounts/funds/000001/divi_type/',
    '/accounts/funds/000001/trade_record_list/',
    '/accounts/funds/000001/shares_info/',
    '/accounts/funds/trades/',
    `/accounts/funds/trades/${trade.id}/`,
    '/accounts/funds/income/',
    '/accounts/funds/fixed_investments/',
    `/accounts/funds/fixed_investments/${plan.id}/`,
    '/accounts/funds/bao/',
    '/accounts/funds/bao/buy/',
    '/accounts/funds/bao/income_history/?type=income',
  ];
  const report: Record<string, unknown> = {};
  for (const url of screens) {
    await page.goto(url);
    await expect(page.locator('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const found = await seriousAxeViolations(page, { skipRules: SKIP });
    if (found.length) report[url] = found;
  }
  expect(report).toEqual({});
});
