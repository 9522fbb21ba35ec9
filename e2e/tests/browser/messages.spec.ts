import { expect, test } from '../../support/fixtures';
import { TRADE_PASSWORD, useToken } from '../../support/accounts';
import {
  SandboxClient,
  freshMobile,
  openAccountViaApi,
  setSandboxClock,
} from '../../support/sandbox';
import { seriousAxeViolations } from '../../support/axe';
import { rowOfLink } from '../../support/list-rows';
import { SCREENSHOTS } from './funds-helpers';
import { xalphaUnitNav } from '../../support/shared-data';

/** 000001's real daily unit NAV (the shared data the sandbox seeds from). */
const NAV = [...xalphaUnitNav('000001')]
  .map(([date, nav]) => ({ date, net: Number(nav) }))
  .filter((p) => p.date >= '2026-04-17' && p.date <= '2026-05-29');

/**
 * The message centre (designed): a buy's confirmation lands in the inbox with its shares and NAV,
 * the badge in 我的 counts it, and a ±2 % alert on 000001 fires at 20:00 of the first NAV date
 * whose confirmed change reaches it — not at 19:59 — computed here from the NAV file. 375 px.
 */
test('message centre: trade confirmation, unread badge, and a NAV alert on its first crossing day', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await setSandboxClock('2026-04-20T10:00:00+08:00');
  const user = await openAccountViaApi(freshMobile());
  const api = new SandboxClient();
  api.token = user.token;
  await api.call(
    'POST',
    '/funds/buy/',
    { symbol: '000001', amount: '1000.00', bank_card_id: user.cardId, password: TRADE_PASSWORD },
    { 'Idempotency-Key': `e2e-messages-${user.mobile}` },
  );
  await useToken(page, user.token);

  // the alert, set on its screen
  await page.goto('/accounts/messages/alerts/?symbol=000001');
  await page.getByRole('radio', { name: '单日涨跌幅' }).check();
  await page.getByRole('textbox', { name: '单日涨跌幅（%）' }).fill('2');
  await page.getByRole('button', { name: '设置提醒' }).click();
  const alerts = page.getByRole('list', { name: '我的提醒' });
  await expect(alerts.getByText('单日涨跌幅 ±2%')).toBeVisible();
  await expect(alerts.getByText('尚未触发')).toBeVisible();

  // the next trading day the buy is confirmed: the inbox and the badge say so
  await setSandboxClock('2026-04-21T10:00:00+08:00');
  await page.goto('/accounts/mine/');
  await expect(page.getByRole('link', { name: /^消息中心\s*1$/ })).toBeVisible();
  await page.getByRole('link', { name: /^消息中心/ }).click();
  const list = page.getByRole('list', { name: '消息列表' });
  await expect(list.getByRole('link', { name: /买入确认成功/ })).toBeVisible();
  const confirmedRow = rowOfLink(list, /买入确认成功/);
  await expect(confirmedRow).toContainText('确认净值1.1270（2026-04-20）');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/messages-inbox.png`, fullPage: true });

  // the first NAV date whose change from the previous point reaches ±2 %
  const i = NAV.findIndex(
    (p, k) => k > 0 && p.date > '2026-04-20' && Math.abs(p.net / NAV[k - 1]!.net - 1) >= 0.02,
  );
  const day = NAV[i]!.date;
  await setSandboxClock(`${day}T19:59:00+08:00`);
  await page.goto('/accounts/messages/?category=alert');
  await expect(page.getByText('暂无消息')).toBeVisible();
  await setSandboxClock(`${day}T20:00:00+08:00`);
  await page.reload();
  const fired = page
    .getByRole('list', { name: '消息列表' })
    .getByRole('link', { name: /净值涨跌提醒/ });
  await expect(fired).toHaveCount(1);
  const firedRow = rowOfLink(page.getByRole('list', { name: '消息列表' }), /净值涨跌提醒/);
  await expect(firedRow).toContainText(`${day} 20:00`);
  await expect(firedRow).toContainText(`${day}确认净值${NAV[i]!.net.toFixed(4)}`);
  await fired.click();
  await expect(page.getByRole('heading', { name: '净值涨跌提醒' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.goto('/accounts/messages/alerts/');
  await expect(
    page.getByRole('list', { name: '我的提醒' }).getByText(`已提醒1次，最近一次为${day}的净值`),
  ).toBeVisible();
});
