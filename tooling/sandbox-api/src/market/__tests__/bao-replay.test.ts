import { describe, expect, it } from 'vitest';
import { sandboxForFile, sharedFile } from '../../__tests__/helpers';

/** The real money-fund series of the reference data, by real date (YYYY-MM-DD). */
function realSeries(): Map<string, { tenthou: string; seven: string }> {
  const text = sharedFile('money_fund/yuebao_000198_mfd_day_share_interest_2013-07_2014-08.csv');
  const out = new Map<string, { tenthou: string; seven: string }>();
  for (const line of text.trim().split('\n').slice(1)) {
    const [d, tenthou, seven] = line.split(',');
    out.set(`${d!.slice(0, 4)}-${d!.slice(4, 6)}-${d!.slice(6, 8)}`, {
      tenthou: tenthou!,
      seven: seven!.trim(),
    });
  }
  return out;
}

describe('the 理财宝 yields say which real day they are (README "The bao")', () => {
  const box = sandboxForFile('2026-04-20T10:00:00+08:00');

  it('serves yesterday’s 七日年化 and 万份收益 with the real day they were published, matching the CSV', async () => {
    const r = await box.c.get('/funds/bao/info/');
    expect(r.status).toBe(200);
    const { replay } = r.body;
    // 2026-04-19 minus the whole days between the real series' start and the shifted one
    const shift =
      (Date.parse(`${r.body.trade_date}T00:00:00Z`) -
        Date.parse(`${replay!.real_date}T00:00:00Z`)) /
      86_400_000;
    expect(shift).toBe(4505);
    const real = realSeries().get(replay!.real_date)!;
    expect(r.body.year_yld).toBe(Number(real.seven));
    expect(r.body.tenthou_unit_incm).toBe(Number(real.tenthou).toFixed(4));
    expect(replay!.series_first).toBe('2013-07-01');
    expect(replay!.series_last).toBe('2014-08-31');
    expect(replay!.note).toContain(replay!.real_date);
    expect(replay!.note).not.toMatch(/余额宝|沙盒/);
  });
});
