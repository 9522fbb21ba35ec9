import { expect, test, type Page } from '../../support/fixtures';
import { useToken } from '../../support/accounts';
import { userWithConfirmedBuy } from '../../support/holdings';
import { seriousAxeViolations } from '../../support/axe';
import { SCREENSHOTS } from './funds-helpers';

/** Light, dark and large-font: the data attributes ui's ThemeProvider sets on <html> and its root. */
const MODES = [
  { name: 'light', theme: 'light', font: 'normal' },
  { name: 'dark', theme: 'dark', font: 'normal' },
  { name: 'large', theme: 'light', font: 'large' },
] as const;

/** In each mode the page fits 375 px, axe finds no serious violation, and a screenshot is kept. */
async function fitsInEveryMode(page: Page, shot: string): Promise<void> {
  for (const mode of MODES) {
    const width = await page.evaluate(async ({ theme, font }) => {
      for (const el of [document.documentElement, ...document.querySelectorAll('.jj-root')]) {
        (el as HTMLElement).dataset.jjTheme = theme;
        (el as HTMLElement).dataset.jjFont = font;
      }
      await new Promise((r) => setTimeout(r, 50));
      return document.documentElement.scrollWidth;
    }, mode);
    expect(width, `${shot} in ${mode.name}`).toBeLessThanOrEqual(375);
    expect(await seriousAxeViolations(page), `${shot} in ${mode.name}`).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/${shot}-${mode.name}-375.png`, fullPage: true });
  }
}

test('portfolio and strategy lists are list cells with their dated figures, in light, dark and large font', async ({
  page,
}) => {
  await page.goto('/portfolio/topics/');
  const topic = page.getByRole('list', { name: '投顾组合' });
  const first = topic.getByRole('listitem').first();
  await expect(first.getByRole('link')).toHaveAttribute('href', /^\/p\/\d+$/);
  await expect(first).toContainText('最大回撤');
  await expect(first).toContainText(/(近一年|成立以来)收益（\d{2}-\d{2}）/);
  await expect(first).toContainText(/风险/);
  await fitsInEveryMode(page, 'portfolio-topics');

  await page.goto('/quant/strategies/');
  const strategies = page.getByRole('list', { name: '策略列表' });
  await expect(strategies.getByRole('listitem')).toHaveCount(3);
  await expect(strategies.getByRole('listitem').first()).toContainText(/近1年（至\d{2}-\d{2}）/);
  await fitsInEveryMode(page, 'quant-strategies');
});

test('a held fund is a list cell with its NAV date, and the buy offers quick amounts and says its dates, in light, dark and large font', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // bought 04-20; after 15:00 on Tuesday 04-21 it is confirmed, and a new order is priced on 04-22
  const { user } = await userWithConfirmedBuy('2026-04-21T21:00:00+08:00');
  await useToken(page, user.token);

  await page.goto('/accounts/funds/');
  const row = page.getByRole('list', { name: '持有基金' }).getByRole('listitem').first();
  await expect(row.getByRole('link', { name: '华夏成长混合' })).toHaveAttribute(
    'href',
    '/accounts/funds/000001/',
  );
  await expect(row).toContainText(/风险/);
  await expect(row).toContainText(/昨日（\d{2}-\d{2}）/);
  await fitsInEveryMode(page, 'holdings');

  await page.goto('/s/000001/buy/');
  await page
    .getByRole('group', { name: '快捷金额' })
    .getByRole('button', { name: '1万元' })
    .click();
  await expect(page.getByRole('textbox', { name: '买入金额' })).toHaveValue('10000');
  await expect(page.getByTestId('buy-confirmation')).toHaveText(
    '按2026-04-22净值确认，预计2026-04-23确认份额',
  );
  await expect(page.getByText(/预估手续费/)).toBeVisible();
  await fitsInEveryMode(page, 'buy');
});
