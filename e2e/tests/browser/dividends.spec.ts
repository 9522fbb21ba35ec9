import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { TRADE_PASSWORD, useToken } from '../../support/accounts';
import { icbcCardNo, openAccountViaApi, setSandboxClock } from '../../support/sandbox';
import { apiAs } from './funds-helpers';
import { SHARED_DATA } from '../../support/shared-data';

const CODE = '020383'; // 华富成长趋势混合C: an ex-date on 2026-04-13 in its NAV data

/** 020383's unit NAV and dividend-aware daily return by date (fund_nav/eastmoney_nav_daily_return_to_2026-04). */
const ROWS = new Map(
  readFileSync(
    path.join(SHARED_DATA, `fund_nav/eastmoney_nav_daily_return_to_2026-04/${CODE}.csv`),
    'utf8',
  )
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(','))
    .map(([d, nav, r]) => [d!, { nav: nav!, r: Number(r) }]),
);

/** Decimal string -> integer in units of 10^-dp (exact). */
const units = (v: string, dp: number) => {
  const [i, f = ''] = v.split('.');
  return BigInt(i! + f.padEnd(dp, '0').slice(0, dp));
};

/**
 * 元/份 of the 04-13 ex-date in 0.0001: nav_{t-1} × (1 + r_t) − nav_t, half up. The return has a
 * few decimals (−0.008), so it is taken exactly as a decimal string of 6 places.
 */
const perUnit = (() => {
  const prev = units(ROWS.get('2026-04-10')!.nav, 4);
  const ex = ROWS.get('2026-04-13')!;
  const onePlusR = units((1 + ex.r).toFixed(6), 6); // 10^-6
  const cash = prev * onePlusR - units(ex.nav, 4) * 1_000_000n; // 10^-10
  return (cash + 500_000n) / 1_000_000n; // 10^-4, half up (positive)
})();

/** Shares sold before the ex-date: priced at the 04-10 NAV, so they are not of record on 04-13. */
const SOLD = '100.00';

/**
 * A dividend on the sandbox clock: buy 020383 on 2026-04-08, confirm, sell part on 04-10, pass the
 * 04-13 ex-date; the trade list shows 分红 with the shares still held × 元/份 (computed here from
 * the NAV file) and （推算）, its detail the record, and the message centre one 现金分红到账
 * message with the same figures, the card and the day paid (the clock passed the ex-date on 04-14).
 */
test('a holder of 020383 who sold part before its 2026-04-13 ex-date is paid on the shares still held, amount from the NAV file, marked 推算, and told in the message centre', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await setSandboxClock('2026-04-08T10:00:00+08:00');
  const user = await openAccountViaApi();
  const api = apiAs(user.token);
  await api.call(
    'POST',
    '/funds/buy/',
    { symbol: CODE, amount: '1000.00', bank_card_id: user.cardId, password: TRADE_PASSWORD },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  await setSandboxClock('2026-04-10T10:00:00+08:00');
  await api.call(
    'POST',
    '/funds/sell/',
    { symbol: CODE, shares: SOLD, bank_card_id: user.cardId, password: TRADE_PASSWORD },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  await setSandboxClock('2026-04-14T21:00:00+08:00');
  const trades = (
    await api.call<{ results: { direction: number; shares_confirm: string | null }[] }>(
      'GET',
      `/funds/trades/?symbol=${CODE}`,
    )
  ).results;
  const bought = trades.find((t) => t.direction === 0)!.shares_confirm!;
  const heldUnits = units(bought, 2) - units(SOLD, 2);
  const shares = `${heldUnits / 100n}.${(heldUnits % 100n).toString().padStart(2, '0')}`;
  expect(perUnit).toBe(875n);
  const cents = (heldUnits * perUnit + 5000n) / 10000n;
  const amount = `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;

  await useToken(page, user.token);
  await page.goto('/accounts/funds/trades/');
  const link = page.getByRole('link', { name: /分红 · 华富成长趋势混合C/ });
  // the row is a list cell: its link is the title, the amount sits beside it
  await expect(link.locator('xpath=ancestor::*[@role="listitem"][1]')).toContainText(
    `${amount}元（推算）`,
  );
  await link.click();
  const info = page.locator('.adm-list', { hasText: '分红信息' });
  await expect(info).toContainText('除息日2026-04-13');
  await expect(info).toContainText(`权益登记份额${shares}份`);
  await expect(info).toContainText('每份分红0.0875元/份（推算）');
  await expect(info).toContainText('分红方式现金分红');
  await expect(info).toContainText(`分红金额${amount}元（推算）`);

  // the message centre: one message, with the fund, the ex-date, 元/份, the shares of record,
  // the cash, the card it went to (the card the account was opened with) and the day paid
  const perUnitText = `0.${perUnit.toString().padStart(4, '0')}`;
  const tail = icbcCardNo(Number(user.mobile.slice(-7))).slice(-4);
  await page.goto('/accounts/messages/?category=trade');
  const message = page
    .getByRole('list', { name: '消息列表' })
    .getByRole('link', { name: /现金分红到账/ });
  await expect(message).toHaveCount(1);
  await message.click();
  await expect(page.getByRole('article')).toContainText(
    `您持有的华富成长趋势混合C（${CODE}）已于2026-04-13除息，每份分红${perUnitText}元（推算），` +
      `权益登记份额${shares}份。现金分红${amount}元（推算）已于2026-04-14发放至尾号${tail}的银行卡。`,
  );
});
