import { expect, test } from '../../support/fixtures';
import { useToken } from '../../support/accounts';
import { SandboxClient, openAccountViaApi } from '../../support/sandbox';

/**
 * A stale fund is never tradable (core README "Freshness"): 110011's series ends 2026-02-13, so on
 * the sandbox's Monday 2026-04-20 its page says 净值未更新（02-13）, every trading button reads
 * 暂停交易 with the reason, and the server refuses the buy.
 */
test('110011 shows 净值未更新（02-13） and 暂停交易, and its buy is refused by the server', async ({
  page,
}) => {
  await page.goto('/s/110011');
  const nav = page.getByRole('region', { name: '净值' });
  await expect(nav.getByText('净值未更新（02-13）')).toBeVisible();
  await expect(page.getByText('净值未更新（02-13），暂停交易')).toBeVisible();
  const suspended = page.getByRole('button', { name: '暂停交易' });
  await expect(suspended).toHaveCount(2);
  for (const b of await suspended.all()) await expect(b).toBeDisabled();
  await expect(page.getByRole('button', { name: '定投' })).toBeDisabled();

  const user = await openAccountViaApi();
  await useToken(page, user.token);
  await page.goto('/s/110011/buy/');
  await expect(page.getByRole('region', { name: '基金' }).getByRole('alert')).toHaveText(
    '净值未更新（02-13），暂停交易',
  );
  await expect(page.getByRole('button', { name: '暂停交易' })).toBeDisabled();

  const api = new SandboxClient();
  api.token = user.token;
  await expect(
    api.call(
      'POST',
      '/funds/buy/',
      { symbol: '110011', amount: '1000.00', bank_card_id: user.cardId, password: '135790' },
      { 'Idempotency-Key': crypto.randomUUID() },
    ),
  ).rejects.toThrow(/-> 400 .*净值未更新（02-13），暂停交易/);

  await page.goto('/s/000001');
  await expect(page.getByRole('button', { name: '买入' })).toBeEnabled();
});
