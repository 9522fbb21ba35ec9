import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { sandboxForFile, sharedFile } from '../../__tests__/helpers';

const box = sandboxForFile();

/** CSI 300 closes from the shared data (index/csi300_000300_daily_2005-01-04_2026-07-31.csv). */
const CSI = sharedFile('index/csi300_000300_daily_2005-01-04_2026-07-31.csv')
  .trim()
  .split('\n')
  .slice(1)
  .map((l) => l.split(','))
  .map((c) => ({ date: c[0]!, close: Number(c[2]) }));

/** The 均线 table written out again: multiple for a deviation in %. */
function multiple(dev: number): number {
  if (dev === 0) return 1;
  if (dev < 0) {
    const d = -dev;
    return d <= 5 ? 1.6 : d <= 10 ? 1.7 : d <= 20 ? 1.8 : d <= 30 ? 1.9 : d <= 40 ? 2.0 : 2.1;
  }
  return dev <= 15 ? 0.9 : dev <= 50 ? 0.8 : dev <= 100 ? 0.7 : 0.6;
}

const Q = 'symbol=000001&amount=1000&period_unit=0&trade_day=8&from=2025-01-01&to=2025-12-31';

describe('the smart 定投 backtest before saving a plan (designed GET /funds/fixed_investment/smart_backtest/)', () => {
  it('均线定投: each deduction is the table applied to the real CSI 300 250-day MA, beside the fixed plan', async () => {
    const r = await box.c.get(`/funds/fixed_investment/smart_backtest/?${Q}&strategy=ma`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ index_symbol: '000300', ma_days: 250, nav_date: '2025-12-31' });
    const buys = r.body.plan.events as { date: string; amount: string; multiple: string }[];
    expect(buys).toHaveLength(12);
    for (const b of buys) {
      const before = CSI.filter((x) => x.date < b.date).slice(-250);
      const ma = before.reduce((s, x) => s + x.close, 0) / 250;
      const dev = (before.at(-1)!.close / ma - 1) * 100;
      expect(b.amount, b.date).toBe(new Decimal(1000).times(multiple(dev)).toFixed(2));
    }
    expect(r.body.fixed.invested).toBe('12000.00');
    expect(r.body.fixed.events.every((e: { amount: string }) => e.amount === '1000.00')).toBe(true);
  });

  it('目标止盈: answers the take-profit count and the figures of both plans', async () => {
    const r = await box.c.get(
      `/funds/fixed_investment/smart_backtest/?${Q}&strategy=take_profit&take_profit_percent=10`,
    );
    expect(r.status).toBe(200);
    expect(r.body.plan.take_profits).toBe(
      r.body.plan.events.filter((e: { kind: string }) => e.kind === 'take_profit').length,
    );
    expect(r.body.fixed.take_profits).toBe(0);
    expect(r.body.plan.invested).toBe('12000.00');
  });

  it('refuses bad input with a clear message', async () => {
    const bad = await box.c.get(
      '/funds/fixed_investment/smart_backtest/?symbol=000001&amount=abc&period_unit=0&trade_day=8&from=2025-01-01&to=2025-12-31&strategy=ma',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.amount?.[0]).toBe('请输入正确的金额');
    const back = await box.c.get(
      '/funds/fixed_investment/smart_backtest/?symbol=000001&amount=100&period_unit=0&trade_day=8&from=2025-12-01&to=2025-01-01&strategy=ma',
    );
    expect(back.status).toBe(400);
    expect(back.body.errors?.to?.[0]).toBe('结束日期不能早于开始日期');
  });
});
