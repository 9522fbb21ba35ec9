import { expect, test } from '../../support/fixtures';
import { useToken } from '../../support/accounts';
import { openAccountViaApi } from '../../support/sandbox';

/** The fund market: infinite scroll 20 a page, type filter, follow (guests go to login), following. */

test('the market loads 20 funds a page as the list scrolls, and filters by type', async ({
  page,
}) => {
  await page.goto('/symbols/funds/');
  const list = page.getByRole('list', { name: '基金列表' });
  await expect(list.getByRole('listitem')).toHaveCount(20);
  await list.getByRole('listitem').nth(19).scrollIntoViewIfNeeded();
  await expect(list.getByRole('listitem')).toHaveCount(40);
  await page.getByRole('tab', { name: '债券型' }).click();
  await expect(page).toHaveURL(/type=302/);
  await expect(list.getByRole('listitem').first()).toContainText('债券型');
  await expect(list.getByRole('listitem')).toHaveCount(20);
});

test('a guest who taps 加自选 goes to login and comes back; a user follows and sees it in 自选', async ({
  page,
}) => {
  await page.goto('/s/000001');
  await page.getByRole('button', { name: '加自选' }).click();
  await expect(page).toHaveURL(/\/accounts\/login\/\?next=%2Fs%2F000001$/);

  const user = await openAccountViaApi();
  await useToken(page, user.token);
  await page.goto('/s/000001');
  await page.getByRole('button', { name: '加自选' }).click();
  await expect(page.getByRole('button', { name: '删自选' })).toBeVisible();
  await page.goto('/symbols/following/');
  await expect(
    page.getByRole('list', { name: '自选列表' }).getByText('华夏成长混合'),
  ).toBeVisible();
  await page.getByRole('button', { name: '删自选 华夏成长混合' }).click();
  await expect(page.getByText('暂无数据')).toBeVisible();
});
