import { describe, expect, it } from 'vitest';
import { sandboxForFile, sharedFile } from '../../__tests__/helpers';

/** The exchange-fund basics of the reference data, read here without the seed builder. */
function tushareFees(code: string): { m_fee: string; c_fee: string } | null {
  const text = sharedFile('funds/exchange_fund_basic_tushare_2025-04.csv');
  const [head, ...rows] = text.replace(/^\uFEFF/, '').split('\n');
  const cols = head!.split(',');
  const row = rows.find((r) => r.startsWith(`${code}.`));
  if (!row) return null;
  // the first 13 columns hold no quoted commas
  const cells = row.split(',');
  return { m_fee: cells[cols.indexOf('m_fee')]!, c_fee: cells[cols.indexOf('c_fee')]! };
}

describe('fee facts: the fund’s own published figures where the data has them, templates tagged', () => {
  const box = sandboxForFile();

  it('serves 招商中证白酒 161725’s real management and custody fees, and names every template part', async () => {
    const src = tushareFees('161725')!;
    const r = await box.c.get('/symbols/funds/161725/fare_ratio/');
    expect(r.status).toBe(200);
    expect(r.body.manage_fare).toBe(Number(src.m_fee));
    expect(r.body.trusteeship_fare).toBe(Number(src.c_fee));
    expect(r.body.fund.manage_fare).toBe(Number(src.m_fee));
    expect(r.body.example_parts).toEqual([
      'buy',
      'subscribe',
      'sell',
      'service',
      'customer_maintenance',
    ]);
  });

  it('tags every part of a fund without published fee data (华夏成长 000001) as a template', async () => {
    expect(tushareFees('000001')).toBeNull();
    const r = await box.c.get('/symbols/funds/000001/fare_ratio/');
    expect(r.body.example_parts).toEqual([
      'buy',
      'subscribe',
      'sell',
      'manage',
      'trusteeship',
      'service',
      'customer_maintenance',
    ]);
  });
});
