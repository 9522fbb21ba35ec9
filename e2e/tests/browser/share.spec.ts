import { expect, test } from '../../support/fixtures';

test('分享 on the fund detail shows the browser share mask (spec 000 §2)', async ({ page }) => {
  await page.goto('/s/000001/');
  await expect(page.getByText('华夏成长混合').first()).toBeVisible();
  await page.getByRole('button', { name: '分享' }).click();
  await expect(page.getByRole('dialog', { name: '分享提示' })).toBeVisible();
});
