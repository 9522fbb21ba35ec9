import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { accountsForFile, sharedFile, uuid } from '../../../__tests__/helpers';

/** An index's closes from the shared CSV (`date,open,close,…`), 2 decimals as the seeds keep them. */
const closes = (file: string) =>
  sharedFile(`index/${file}`)
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(','))
    .filter((c) => c[2])
    .map((c) => ({ date: c[0]!, close: new Decimal(c[2]!).toDecimalPlaces(2) }));
const CSI500 = closes('csi500_000905_daily_2005-01-04_2026-07-31.csv');

/** The 均线 table written out again: multiple for a deviation in %. */
function multiple(dev: Decimal): string {
  if (dev.isZero()) return '1';
  const d = dev.abs().toNumber();
  const below: [number, string][] = [
    [5, '1.6'],
    [10, '1.7'],
    [20, '1.8'],
    [30, '1.9'],
    [40, '2'],
  ];
  const above: [number, string][] = [
    [15, '0.9'],
    [50, '0.8'],
    [100, '0.7'],
  ];
  const rows = dev.isNegative() ? below : above;
  return rows.find(([up]) => d <= up)?.[1] ?? (dev.isNegative() ? '2.1' : '0.6');
}

/** The 均线 deduction on `date` from the CSV: base x the table at the last close before it. */
function maAmount(series: typeof CSI500, base: string, date: string, days: number): string {
  const before = series.filter((x) => x.date < date).slice(-days);
  const ma = before.reduce((s, x) => s.plus(x.close), new Decimal(0)).div(days);
  const dev = before[before.length - 1]!.close.div(ma).minus(1).times(100);
  return new Decimal(base).times(multiple(dev)).toFixed(2);
}

type Row = Record<string, string | number | null>;

describe('均线定投 on an index the investor chooses (designed index_symbol; README "Smart 定投 plans")', () => {
  // Monday 2026-04-20 10:00
  const box = accountsForFile('13500135601', '13500135602');
  const trades = (planId: number) =>
    box.sb.ctx.db
      .prepare('SELECT * FROM trades WHERE fixed_investment_id = ? ORDER BY id')
      .all(planId) as Row[];
  const create = (body: Record<string, unknown>) =>
    box.c.post(
      '/funds/fixed_investment/',
      {
        bank_card_id: box.cardId,
        password: '135790',
        period_unit: 1,
        trade_day: 4,
        amount: '1000.00',
        strategy: 'ma',
        ma_days: 20,
        ...body,
      },
      { 'Idempotency-Key': uuid() },
    );

  it('lists the indexes with closes in the data; 创业板指 (series ends 2026-03-13) is listed but not available', async () => {
    const r = await box.c.get('/funds/fixed_investment/ma_indexes/?symbol=000001');
    expect(r.status).toBe(200);
    const bySymbol = new Map(r.body.results.map((i) => [i.symbol, i]));
    expect([...bySymbol.keys()].sort()).toEqual(
      ['000001', '000300', '000852', '000905', '399001', '399006'].sort(),
    );
    for (const s of ['000300', '000905', '000852', '000001', '399001'])
      expect(bySymbol.get(s)).toMatchObject({ available: true, last_close_date: '2026-04-17' });
    expect(bySymbol.get('399006')).toMatchObject({
      name: '创业板指',
      available: false,
      last_close_date: '2026-03-13',
    });
    // 000001 publishes no benchmark (本基金暂不设业绩比较基准): 沪深300
    expect(r.body.default_symbol).toBe('000300');
    expect(r.body.results.some((i) => i.is_benchmark)).toBe(false);
  });

  it('defaults to the fund’s benchmark index when it is one of them and available, else 沪深300', async () => {
    // 001052 华夏中证500联接: 中证500指数收益率×95%＋人民币活期存款税后利率×5%
    const a = await box.c.get('/funds/fixed_investment/ma_indexes/?symbol=001052');
    expect(a.body.default_symbol).toBe('000905');
    expect(a.body.benchmark).toContain('中证500');
    // 001593 天弘创业板联接: its benchmark 创业板指 has no close after 2026-03-13
    const b = await box.c.get('/funds/fixed_investment/ma_indexes/?symbol=001593');
    const cyb = b.body.results.find((i) => i.symbol === '399006');
    expect(cyb).toMatchObject({ is_benchmark: true, available: false });
    expect(b.body.default_symbol).toBe('000300');
    // 001042 华夏领先: 沪深300指数×90%＋上证国债指数×10% (上证国债 is not 上证指数)
    const c = await box.c.get('/funds/fixed_investment/ma_indexes/?symbol=001042');
    expect(c.body.default_symbol).toBe('000300');
    expect(c.body.results.filter((i) => i.is_benchmark).map((i) => i.symbol)).toEqual(['000300']);
  });

  it('a plan following 中证500 deducts the table applied to the CSI 500 closes, computed here from the CSV', async () => {
    const r = await create({ symbol: '000001', index_symbol: '000905' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ strategy: 'ma', index_symbol: '000905', ma_days: 20 });
    expect(r.body.next_amount).toBe(maAmount(CSI500, '1000', '2026-04-18', 20));
    expect(r.body.next_amount_note).toContain('按中证500 2026-04-17收盘');
    await box.c.post('/__sandbox/clock', { now: '2026-05-01T10:00:00+08:00' });
    const ded = trades(r.body.id);
    expect(ded.map((t) => t.trade_date)).toEqual(['2026-04-23', '2026-04-30']);
    for (const t of ded) expect(t.amount).toBe(maAmount(CSI500, '1000', String(t.trade_date), 20));
    // the index is kept when the plan is modified without one
    const m = await box.c.post(`/funds/fixed_investment/${r.body.id}/modify/`, {
      password: '135790',
      ma_days: 60,
    });
    expect(m.body).toMatchObject({ index_symbol: '000905', ma_days: 60 });
  });

  it('a plan without a choice follows the fund’s default (000001: 沪深300); 创业板指 is refused with why', async () => {
    // (the funds whose benchmark is 中证500 have no NAV after 02-13 in the data, so no plan on them
    // can be made now; their default is checked on ma_indexes above, the same rule)
    const r = await create({ symbol: '000001' });
    expect(r.status).toBe(200);
    expect(r.body.index_symbol).toBe('000300');
    const bad = await create({ symbol: '000001', index_symbol: '399006' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.index_symbol?.[0]).toBe(
      '创业板指数据截至2026-03-13，暂不能作为参考指数',
    );
  });

  it('the backtest reads the chosen index: each multiple is the table at the CSV’s closes; a window past the series’ end is refused', async () => {
    const q = (extra: string) =>
      box.c.get(
        `/funds/fixed_investment/smart_backtest/?symbol=000001&amount=1000&period_unit=0&trade_day=8&from=2025-01-01&to=2025-12-31&strategy=ma&ma_days=60${extra}`,
      );
    const r = await q('&index_symbol=000905');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ index_symbol: '000905', index_name: '中证500' });
    for (const e of r.body.plan.events as Row[])
      expect(e.amount).toBe(maAmount(CSI500, '1000', String(e.date), 60));
    const cyb = await box.c.get(
      '/funds/fixed_investment/smart_backtest/?symbol=000001&amount=1000&period_unit=0&trade_day=8&from=2025-06-01&to=2026-04-17&strategy=ma&index_symbol=399006',
    );
    expect(cyb.status).toBe(400);
    expect(cyb.body.errors?.index_symbol?.[0]).toContain('创业板指数据截至2026-03-13');
  });
});
