import { describe, expect, it } from 'vitest';
import { Client, openAccount, sandboxForFile } from '../../../__tests__/helpers';

/**
 * Spec 001 §4 portfolio gating on real suspensions: a position whose fund's NAV is stale (110011,
 * last NAV 2026-02-13, on the sandbox's 2026-04-20) is not tradable inside a portfolio either.
 */
describe('suspended positions (stale NAV) in a portfolio', () => {
  const box = sandboxForFile();

  it('reports the stale position not tradable and refuses an adjustment that moves it', async () => {
    const advisor = new Client(box.sb);
    await openAccount(advisor, '13800007101');
    await advisor.post('/__sandbox/advisors', { mobile: '13800007101' });
    const created = await advisor.post('/portfolio/', {
      name: '含停牌基金的组合',
      description: '一只净值未更新的基金',
      positions: [
        { symbol: '000001', percent: 50 },
        { symbol: '000014', percent: 30 },
        { symbol: '110011', percent: 20 },
      ],
    });
    expect(created.status).toBe(200);
    const pid = created.body.id;
    const detail = (await advisor.get(`/portfolio/${pid}/`)).body;
    const pos = (code: string) =>
      detail.positions!.find((p: { symbol: string }) => p.symbol === code);
    expect(pos('110011')).toMatchObject({
      allow_trade: false,
      allow_buy: false,
      allow_sell: false,
    });
    expect(pos('000001')).toMatchObject({ allow_trade: true, allow_buy: true, allow_sell: true });

    const moved = await advisor.post('/portfolio/position_adjustments/', {
      portfolio_id: pid,
      positions: [
        { symbol: '000001', percent: 60 },
        { symbol: '000014', percent: 30 },
        { symbol: '110011', percent: 10 },
      ],
    });
    expect(moved.status).toBe(400);
    expect(moved.body.errors?.positions?.[0]).toMatch(/净值未更新（02-13），暂停交易/);

    const kept = await advisor.post('/portfolio/position_adjustments/', {
      portfolio_id: pid,
      positions: [
        { symbol: '000001', percent: 40 },
        { symbol: '000014', percent: 40 },
        { symbol: '110011', percent: 20 },
      ],
    });
    expect(kept.status).toBe(200);
  });
});
