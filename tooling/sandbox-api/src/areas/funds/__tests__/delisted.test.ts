import { describe, expect, it } from 'vitest';
import { Client, openAccount, sandboxForFile, uuid } from '../../../__tests__/helpers';
import { fundList } from '../../../market/fund-list';

const PW = '135790';
const WHY = ['该基金已终止上市，不能交易'];
/** 东方红睿泽三年持有混合A: `501054.SH`, status D, delist_date 20240712 in the exchange list. */
const DELISTED = '501054';

describe('terminated funds (spec 001 §3 list_status; README "Terminated funds")', () => {
  const box = sandboxForFile();

  it('the seed carries exactly the master-list funds the exchange list gives as delisted', () => {
    expect(fundList()!.delisted).toEqual([
      ['161907', '2024-07-10'],
      ['501054', '2024-07-12'],
      ['501066', '2025-02-10'],
    ]);
  });

  it('answers list_status 3 (not tradable) on the detail and in the fund list; 1 for a listed fund', async () => {
    const { c } = box;
    const d = await c.get(`/symbols/funds/${DELISTED}/`);
    expect(d.status).toBe(200);
    expect(d.body).toMatchObject({
      symbol: DELISTED,
      abbr_name: '东方红睿泽三年持有混合A',
      list_status: 3,
      allow_trade: false,
      allow_buy: false,
    });
    const list = await c.get('/symbols/funds/?q=东方红睿泽');
    const row = list.body.results.find((f: { symbol: string }) => f.symbol === DELISTED);
    expect(row).toMatchObject({ list_status: 3, allow_trade: false });
    expect((await c.get('/symbols/funds/000001/')).body.list_status).toBe(1);
  });

  it('refuses buy, sell, 定投 and a switch into it with 400 and 该基金已终止上市，不能交易', async () => {
    const c = new Client(box.sb);
    const { cardId } = await openAccount(c, '13800007301');
    const post = (path: string, body: Record<string, unknown>) =>
      c.post(path, { password: PW, ...body }, { 'Idempotency-Key': uuid() });
    const card = { bank_card_id: cardId };
    const refused: [path: string, body: Record<string, unknown>, field: string][] = [
      ['/funds/buy/', { symbol: DELISTED, amount: '1000.00', ...card }, 'symbol'],
      ['/funds/sell/', { symbol: DELISTED, shares: '100.00', ...card }, 'symbol'],
      [
        '/funds/fixed_investment/',
        { symbol: DELISTED, amount: '500.00', ...card, period_unit: 1, trade_day: 3 },
        'symbol',
      ],
      ['/funds/switch/', { symbol: '000001', target: DELISTED, shares: '10' }, 'target'],
    ];
    for (const [path, body, field] of refused) {
      const r = await post(path, body);
      expect(r.status, path).toBe(400);
      expect(r.body.errors![field], path).toEqual(WHY);
    }
    expect((await c.get('/funds/trades/')).body.results).toHaveLength(0);
  });
});
