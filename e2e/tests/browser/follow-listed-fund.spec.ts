import { expect, test } from '../../support/fixtures';
import { toast, useToken } from '../../support/accounts';
import { openAccountViaApi } from '../../support/sandbox';

/**
 * A fund known only from the master list (012414, no NAV data) can be watched: 加自选 from the home
 * search and from its detail answer without an error, and 自选 lists it without a figure.
 */
test('a user follows a master-list fund from the home search and its detail; 自选 lists it without a figure', async ({
  page,
}) => {
  const user = await openAccountViaApi();
  await useToken(page, user.token);
  const name = '招商中证白酒指数(LOF)C';
  await page.goto('/search/');
  await page.getByRole('searchbox', { name: '搜索基金' }).fill('012414');
  await page.getByRole('button', { name: `加自选 ${name}` }).click();
  await expect(page.getByRole('button', { name: `删自选 ${name}` })).toBeVisible();
  await expect(page.getByText('请求的数据不存在')).toHaveCount(0);

  // its detail knows it is followed; 删自选 and 加自选 there answer without an error
  await page.goto('/s/012414');
  await page.getByRole('button', { name: '删自选' }).click();
  await expect(toast(page, '已删除自选')).toBeVisible();
  await page.getByRole('button', { name: '加自选' }).click();
  await expect(toast(page, '已加入自选')).toBeVisible();

  await page.goto('/symbols/following/');
  const list = page.getByRole('list', { name: '自选列表' });
  await expect(list.getByText(name)).toBeVisible();
  // only this fund is followed: its row shows '--', no NAV
  await expect(list).toContainText('--');
  await expect(list).not.toContainText(/\d\.\d{4}/);
});
