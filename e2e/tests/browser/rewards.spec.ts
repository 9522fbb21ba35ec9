import { expect, test } from '../../support/fixtures';
import { TRADE_PASSWORD, openAccount, toast, useToken } from '../../support/accounts';
import { freshMobile, openAccountViaApi, setSandboxClock } from '../../support/sandbox';
import { SCREENSHOTS, apiAs, enterTradePassword, fillBuy } from './funds-helpers';
import { expectNoSeriousAxe, readCaptcha } from './rewards-helpers';

/**
 * sign up with an invitation code (the inviter sees the invitation), receive
 * a coupon from an activity, buy a fund with it (the fee shows the discount; the coupon moves to
 * used), undo (it comes back), place a bet, finish a coin task and exchange coins, see each
 * movement in the wallet's account changes, withdraw to the card with the trade password — in
 * Chromium at 375 px against the sandbox.
 */
test('invite, coupon on a fund buy and back on undo, bet, coins, wallet changes, withdraw', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // the day the sandbox's games are open on (step 8); other suites move the clock, and this one
  // passed only when research.spec.ts, which sets it back, happened to run before it
  await setSandboxClock('2026-04-20T10:00:00+08:00');

  // 1. The inviter's QR code of the invitation link.
  const inviter = await openAccountViaApi();
  await useToken(page, inviter.token);
  await page.goto('/promotion/qr_code/');
  const qr = page.getByRole('img', { name: /^邀请注册二维码，邀请码[A-Z2-9]{6}$/ });
  await expect(qr).toBeVisible();
  const code = /邀请码([A-Z2-9]{6})$/.exec((await qr.getAttribute('alt'))!)![1]!;
  await expect(page.getByTestId('invite-link')).toHaveText(
    new RegExp(`/accounts/signup/\\?invite_code=${code}$`),
  );
  await expectNoSeriousAxe(page);
  await page.screenshot({ path: `${SCREENSHOTS}/rewards-qr-code-375.png`, fullPage: true });

  // 2. A friend opens the link and opens an account in the UI (signup carries the code).
  await useToken(page, null);
  const mobile = freshMobile();
  let reserved = freshMobile();
  while (reserved === mobile || reserved === inviter.mobile) reserved = freshMobile();
  await openAccount(page, { mobile, reservedMobile: reserved, query: `?invite_code=${code}` });
  const token = (await page.evaluate(() => localStorage.getItem('ls_access_token')))!;
  expect(token).toBeTruthy();

  // 3. The inviter sees the friend and the reward.
  await useToken(page, inviter.token);
  await page.goto('/promotion/activity/invite_user/invitations?amount=5');
  const masked = `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
  await expect(page.getByText(`${masked} · 已开户`)).toBeVisible();
  await expect(page.getByText('+5.00元')).toBeVisible();
  await expect(page.getByText('每邀请1位好友完成开户，可得5.00元奖励')).toBeVisible();
  await expectNoSeriousAxe(page);
  await page.screenshot({ path: `${SCREENSHOTS}/rewards-invitations-375.png`, fullPage: true });

  // 4. The friend receives a coupon from an activity, through the captcha.
  await useToken(page, token);
  await page.goto('/promotion/coupons/activities/');
  const activity = page.getByRole('listitem', { name: '新人买基金返现' });
  await expect(activity.getByText('示例', { exact: true })).toBeVisible();
  await expectNoSeriousAxe(page);
  await activity.getByRole('button', { name: '领取' }).click();
  const dialog = page.getByRole('dialog', { name: '请输入图形验证码' });
  await expect(dialog.getByRole('img', { name: '图形验证码图片' })).toBeVisible();
  await dialog.getByRole('textbox', { name: '图形验证码' }).fill('zzzz');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('验证码错误，请重新输入');
  await dialog.getByRole('textbox', { name: '图形验证码' }).fill(await readCaptcha(page));
  await page.screenshot({ path: `${SCREENSHOTS}/rewards-captcha-375.png` });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '领取成功：买基金返现红包')).toBeVisible();
  await expect(activity.getByText('已领取')).toBeVisible();
  await page.goto('/promotion/coupons/mine/');
  const usable = page.getByRole('list', { name: '可使用的优惠券' });
  await expect(usable.getByText('买基金返现红包')).toBeVisible();
  await expectNoSeriousAxe(page);
  await page.screenshot({ path: `${SCREENSHOTS}/rewards-coupons-375.png`, fullPage: true });

  // 5. Buy 000001 with it: the fee line shows the discount, the coupon is preselected by its rule.
  await fillBuy(page, '000001', '200');
  await expect(page.getByText(/预估手续费 0\.30元/)).toBeVisible();
  await expect(page.getByRole('deletion')).toHaveText(/^\d+\.\d{2}元$/); // the fee before the discount
  // Spec 001 §4 Coupon: the only usable coupon is preselected; below its expense_min (100元) it
  // is dropped, and preselected again when the amount goes back up (the investor has not chosen).
  const chosen = page.getByLabel('优惠券：买基金返现红包 -5.00元');
  await expect(chosen).toBeVisible();
  const amountBox = page.getByRole('textbox', { name: '买入金额' });
  await amountBox.fill('50');
  await expect(page.getByLabel('优惠券：暂无可用')).toBeVisible();
  await amountBox.fill('200');
  await expect(chosen).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/rewards-buy-with-coupon-375.png`, fullPage: true });
  await page.getByRole('button', { name: '确定买入' }).click();
  await enterTradePassword(page, TRADE_PASSWORD);
  await expect(page).toHaveURL(/\/accounts\/funds\/trades\/\d+\/$/);
  await expect(page.getByText('买基金返现红包')).toBeVisible();
  const tradeUrl = page.url();

  // 6. The coupon moved to 已使用.
  await page.goto('/promotion/coupons/mine/?status=1');
  await expect(
    page.getByRole('list', { name: '已使用的优惠券' }).getByText('买基金返现红包'),
  ).toBeVisible();

  // 7. Undo the buy: the coupon comes back.
  await page.goto(tradeUrl);
  await page.getByRole('button', { name: '撤单' }).click();
  await enterTradePassword(page, TRADE_PASSWORD);
  await expect(toast(page, '撤单成功')).toBeVisible();
  await page.goto('/promotion/coupons/mine/');
  await expect(
    page.getByRole('list', { name: '可使用的优惠券' }).getByText('买基金返现红包'),
  ).toBeVisible();

  // 8. Place a bet on an open game.
  await page.goto('/promotion/guessgame/');
  const game = page.getByRole('listitem').filter({ hasText: '4月24日净值涨跌' });
  await expect(game.getByText(/竞猜进行中/)).toBeVisible();
  await expectNoSeriousAxe(page);
  await game.getByRole('radio', { name: '上涨' }).click();
  await game.getByRole('button', { name: '确认竞猜' }).click();
  await expect(game.getByText('我的竞猜：上涨')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/rewards-guessgame-375.png`, fullPage: true });

  // 9. Finish coin tasks and exchange coins into the wallet.
  await page.goto('/coins/');
  const tasks = page.getByRole('list', { name: '金币任务' });
  await expect(tasks.getByRole('button', { name: '领取' }).first()).toBeVisible();
  await expectNoSeriousAxe(page);
  for (const title of ['完成开户', '参与一次竞猜']) {
    await tasks
      .getByRole('listitem')
      .filter({ hasText: title })
      .getByRole('button', { name: '领取' })
      .click();
    await expect(
      tasks.getByRole('listitem').filter({ hasText: title }).getByText('已领取'),
    ).toBeVisible();
  }
  await expect(page.getByRole('region', { name: '金币余额' }).getByText('250')).toBeVisible();
  await page.getByRole('button', { name: '兑换' }).click();
  await expect(page).toHaveURL(/\/coins\/\?showExchange=true$/);
  await page.getByRole('textbox', { name: /兑换金币数/ }).fill('200');
  await expect(page.getByText('可得2.00元，存入钱包')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/rewards-coins-375.png`, fullPage: true });
  await page.getByRole('button', { name: '立即兑换' }).click();
  await expect(toast(page, '兑换成功，2.00元已存入钱包')).toBeVisible();
  await page.goto('/coins/history/');
  await expect(page.getByText('-200金币')).toBeVisible();

  // 10. Every movement in the wallet's account changes.
  await page.goto('/wallets/account_changes/');
  const changes = page.getByRole('list', { name: '钱包明细' });
  await expect(changes.getByText('金币兑换（200金币）')).toBeVisible();
  await expect(changes.getByText('完善身份信息奖励')).toBeVisible();
  await expect(changes.getByText('注册奖励')).toBeVisible();
  await expect(page.getByRole('region', { name: '钱包余额' })).toContainText('6.00');
  await expectNoSeriousAxe(page);
  await page.screenshot({ path: `${SCREENSHOTS}/rewards-wallet-375.png`, fullPage: true });

  // 11. Withdraw all of it to the card with the trade password.
  await page.getByRole('button', { name: '提现' }).click();
  await expect(page).toHaveURL(/\/wallets\/withdraw\/$/);
  await expect(page.getByText(/中国工商银行（尾号\d{4}）/).first()).toBeVisible();
  await page.getByRole('button', { name: '全部提现' }).click();
  await expect(page.getByRole('textbox', { name: '提现金额' })).toHaveValue('6.00');
  // axe measures contrast as painted: wait until the button has left its disabled fade.
  const confirm = page.getByRole('button', { name: '确认提现' });
  await expect(confirm).toBeEnabled();
  await expect.poll(() => confirm.evaluate((b) => getComputedStyle(b).opacity)).toBe('1');
  await expectNoSeriousAxe(page);
  await page.screenshot({ path: `${SCREENSHOTS}/rewards-withdraw-375.png`, fullPage: true });
  await page.getByRole('button', { name: '确认提现' }).click();
  await enterTradePassword(page, TRADE_PASSWORD);
  await expect(page).toHaveURL(/\/wallets\/account_changes\/$/);
  await expect(
    page.getByRole('list', { name: '钱包明细' }).getByText(/^提现至中国工商银行（尾号\d{4}）$/),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: '钱包余额' })).toContainText('提现中 6.00元');

  // The server agrees: the wallet is empty and the ledger never went below zero.
  const wallet = await apiAs(token).call<{ balance: string; withdrawing: string }>(
    'GET',
    '/wallets/account/mine/',
  );
  expect(wallet).toMatchObject({ balance: '0.00', withdrawing: '6.00' });
});
