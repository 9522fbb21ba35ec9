import Decimal from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, accountsForFile, uuid } from '../../../__tests__/helpers';

interface Lot {
  buy_date: string;
  confirm_date: string;
  shares: string;
  source: string;
  fee_rate: number;
}
interface LotPage {
  current_page: number;
  total_count: number;
  total_page: number;
  results: Lot[];
}

const BUYS = 45;

describe('the lots of one holding are listed a page at a time (designed GET /funds/returns/holding/lots/, spec 001 §7 Fund trading)', () => {
  const box = accountsForFile('13500139431', '13500139432'); // Monday 2026-04-20 10:00
  const lots = async (query: string) => box.c.get(`/funds/returns/holding/lots/?${query}`);
  let bought: string[] = [];

  beforeAll(async () => {
    for (let i = 0; i < BUYS; i++) {
      const r = await box.c.post(
        '/funds/buy/',
        { symbol: '000001', amount: `${100 + i}.00`, bank_card_id: box.cardId, password: '135790' },
        { 'Idempotency-Key': uuid() },
      );
      expect(r.status).toBe(200);
    }
    await box.c.post('/__sandbox/clock', { now: '2026-04-22T10:00:00+08:00' });
    const trades = (await box.c.get('/funds/trades/?symbol=000001&page_size=100')).body.results as {
      id: number;
      shares_confirm: string;
    }[];
    bought = trades.sort((a, b) => a.id - b.id).map((t) => t.shares_confirm);
    expect(bought).toHaveLength(BUYS);
  });

  it('45 buys make 45 lots: pages of 20, 20 and 5 in buy order, with total_count and total_page', async () => {
    const pages: LotPage[] = [];
    for (const page of [1, 2, 3]) {
      const r = await lots(`symbol=000001&page=${page}&page_size=20`);
      expect(r.status).toBe(200);
      pages.push(r.body as LotPage);
    }
    expect(
      pages.map((p) => [p.current_page, p.total_count, p.total_page, p.results.length]),
    ).toEqual([
      [1, BUYS, 3, 20],
      [2, BUYS, 3, 20],
      [3, BUYS, 3, 5],
    ]);
    const all = pages.flatMap((p) => p.results);
    expect(all.map((l) => l.shares)).toEqual(bought);
    expect(all[0]).toMatchObject({
      buy_date: '2026-04-20',
      confirm_date: '2026-04-21',
      source: 'buy',
      fee_rate: 1.5,
    });
    // the default page is 20 lots; a page past the end is empty
    expect(((await lots('symbol=000001')).body as LotPage).results).toHaveLength(20);
    expect((await lots('symbol=000001&page=4&page_size=20')).body).toMatchObject({
      current_page: 4,
      total_count: BUYS,
      results: [],
    });
  });

  it('a sell takes the oldest lots first: the first page starts at what is left of them', async () => {
    const take = new Decimal(bought[0]!).plus(bought[1]!).plus(1);
    const sell = await box.c.post(
      '/funds/sell/',
      { symbol: '000001', shares: take.toFixed(2), bank_card_id: box.cardId, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
    expect(sell.status).toBe(200);
    await box.c.post('/__sandbox/clock', { now: '2026-04-24T10:00:00+08:00' });
    const page = (await lots('symbol=000001&page_size=10')).body as LotPage;
    expect(page.total_count).toBe(BUYS - 2);
    expect(page.total_page).toBe(5);
    expect(page.results[0]!.shares).toBe(new Decimal(bought[2]!).minus(1).toFixed(2));
    expect(page.results[1]!.shares).toBe(bought[3]);
  });

  it('another user, and a fund never held, answer an empty page', async () => {
    const empty = { current_page: 1, total_count: 0, total_page: 0, results: [] };
    expect((await box.other.get('/funds/returns/holding/lots/?symbol=000001')).body).toEqual(empty);
    expect((await lots('symbol=000003')).body).toEqual(empty);
  });

  it('bad paging is a 400 with errors; an unknown fund 404; a guest 401', async () => {
    for (const q of ['symbol=000001&page=0', 'symbol=000001&page_size=0', 'symbol=000001&page=x']) {
      const r = await lots(q);
      expect(r.status, q).toBe(400);
      expect(r.body.errors, q).toBeDefined();
    }
    expect((await lots('symbol=999999')).status).toBe(404);
    const r = await lots('page=1');
    expect(r.status).toBe(400);
    expect(r.body.errors).toHaveProperty('symbol');
    expect(
      (await new Client(box.sb).get('/funds/returns/holding/lots/?symbol=000001')).status,
    ).toBe(401);
  });
});
