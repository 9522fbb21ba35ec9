import { expect, test } from '../../support/fixtures';
import { toast, useToken } from '../../support/accounts';
import { freshMobile, openAccountViaApi, setSandboxClock } from '../../support/sandbox';
import { seriousAxeViolations } from '../../support/axe';
import { SCREENSHOTS } from './funds-helpers';

/**
 * Private funds: a user declares qualification, takes the private-fund
 * risk test, reserves 1,000,000 yuan and sees the reservation in the private-fund holdings.
 * 375 px, one context.
 */
test('private funds: details hidden, qualification, risk test, reservation of 100万, listed in holdings', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await setSandboxClock('2026-04-20T10:00:00+08:00');
  const user = await openAccountViaApi(freshMobile());
  await useToken(page, user.token);

  await page.goto('/privatefunds/fund_xinshili/');
  await expect(page.getByText('示例', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('最新净值')).toHaveCount(0);
  await page.getByRole('link', { name: '去认定' }).click();

  await expect(page).toHaveURL(/\/privatefunds\/qualification\/$/);
  await page.getByLabel('金融资产（元）').fill('2000000');
  await page.getByText('本人确认以上信息真实，符合合格投资者条件').click();
  await page.getByRole('button', { name: '确认认定' }).click();
  await expect(page.getByRole('alert')).toContainText('金融资产不低于300万元');
  await page.getByLabel('金融资产（元）').fill('3000000');
  await page.getByRole('button', { name: '确认认定' }).click();

  await expect(page).toHaveURL(/\/privatefunds\/fund_xinshili\/$/);
  // Qualified, but the details wait for the private-fund risk test.
  await expect(page.getByText('最新净值')).toHaveCount(0);
  await page.getByRole('link', { name: '去测评' }).click();
  await expect(page).toHaveURL(/\/privatefunds\/investment_risk\/questions\/\?slug=fund_xinshili$/);
  const questions = page.locator('fieldset[id^="risk-q-"]');
  await expect(questions.first()).toBeVisible();
  const count = await questions.count();
  for (let i = 0; i < count; i += 1) await questions.nth(i).locator('.adm-radio').last().click();
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/privatefunds\/investment_risk\/mine\/\?slug=fund_xinshili$/);
  await expect(page.getByTestId('private-risk-type')).toHaveText('进取型');
  // axe on a settled page: the qualification's 认定成功 toast fails contrast while it fades out.
  await expect(page.locator('.adm-toast-main', { hasText: '认定成功' })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: '返回产品' }).click();

  await expect(page).toHaveURL(/\/privatefunds\/fund_xinshili\/$/);
  await expect(page.getByText('最新净值')).toBeVisible();
  await expect(page.getByText('R4')).toBeVisible();
  await expect(page.getByText('100万元')).toBeVisible();
  await page.getByRole('link', { name: '立即预约' }).click();

  await expect(page).toHaveURL(/\/reservation\/$/);
  await page.getByLabel('预约金额（元）').fill('500000');
  await page.getByLabel('方便联系的时间').selectOption('工作日上午');
  await page.getByRole('button', { name: '提交预约' }).click();
  await expect(page.getByText('私募预约金额不能低于100万元')).toBeVisible();
  await expect(page.getByLabel('预约金额（元）')).toHaveValue('500000');
  await page.getByLabel('预约金额（元）').fill('1000000');
  await page.getByRole('button', { name: '提交预约' }).click();

  await expect(page).toHaveURL(/\/accounts\/private_funds\/$/);
  await expect(page.getByText('新势力一号', { exact: true })).toBeVisible();
  await expect(page.getByText('1,000,000.00')).toBeVisible();
  await expect(page.getByText('委托成功')).toBeVisible();
  // axe on a settled page: the submit toast is checked, then allowed to leave (its fade fails contrast)
  await expect(toast(page, '预约已提交')).toBeVisible();
  await expect(page.locator('.adm-toast-main', { hasText: '预约已提交' })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}/private-funds-holdings-375.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
});
