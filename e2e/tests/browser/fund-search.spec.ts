import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { SHARED_DATA } from '../../support/shared-data';

/**
 * Search covers the whole fund master list: the funds of
 * ../shared/data/funds/fund_list_eastmoney_2026-06.csv whose name holds 白酒 are all found, the
 * one with NAV data shows its figures, the ones without say 暂无净值数据, and the detail of a fund
 * without NAV is an empty state with no buy.
 */
const CSV = path.join(SHARED_DATA, 'funds/fund_list_eastmoney_2026-06.csv');
/** [code, name] of the master-list funds whose name holds 白酒 (columns 基金代码, 基金简称; no quoted fields in these rows). */
const BAIJIU = readFileSync(CSV, 'utf8')
  .replace(/^\uFEFF/, '')
  .split(/\r?\n/)
  .slice(1)
  .map((line) => line.split(','))
  .filter((cols) => cols[2]?.includes('白酒'))
  .map((cols) => [cols[0]!, cols[2]!] as const);

test('the funds search finds every master-list fund named 白酒; one without NAV says 暂无净值数据', async ({
  page,
}) => {
  expect(BAIJIU.map(([code]) => code)).toEqual(expect.arrayContaining(['012414', '161725']));
  await page.goto('/symbols/funds/search/');
  await page.getByRole('searchbox').first().fill('白酒');
  const list = page.getByRole('list', { name: '搜索结果' });
  await expect(list.getByRole('button')).toHaveCount(BAIJIU.length);
  for (const [code, name] of BAIJIU) {
    await expect(list.getByRole('button', { name: new RegExp(code) })).toContainText(name);
  }
  // 161725 has a NAV series; 012414 is only in the master list
  await expect(list.getByRole('button', { name: /161725/ })).toContainText('近1年 · 净值');
  const noNav = list.getByRole('button', { name: /012414/ });
  await expect(noNav).toContainText('暂无净值数据');

  await noNav.click();
  await expect(page).toHaveURL(/\/s\/012414$/);
  await expect(page.getByRole('region', { name: '净值' }).getByText('暂无净值数据')).toBeVisible();
  await expect(page.getByRole('button', { name: /买入|定投|卖出|暂停交易/ })).toHaveCount(0);

  // opened cold (the route's early requests ask for its chart too): the same empty state, no error toast
  await page.goto('/s/012414');
  await expect(page.getByRole('region', { name: '净值' }).getByText('暂无净值数据')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('请求的数据不存在')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /买入|定投|卖出|暂停交易/ })).toHaveCount(0);
});

test('the home search (/search/) finds every master-list fund named 白酒, 暂无净值数据 without NAV', async ({
  page,
}) => {
  await page.goto('/search/');
  await page.getByRole('searchbox', { name: '搜索基金' }).fill('白酒');
  const results = page.getByRole('region', { name: '搜索结果' });
  for (const [, name] of BAIJIU)
    await expect(
      results.getByRole('link', { name: new RegExp(name.replace(/[()]/g, '\\$&')) }),
    ).toBeVisible();
  await expect(results.getByRole('link')).toHaveCount(BAIJIU.length);
  await expect(results.getByText('暂无净值数据')).toHaveCount(
    BAIJIU.filter(([code]) => code !== '161725').length,
  );
});
