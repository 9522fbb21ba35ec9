import { describe, expect, it } from 'vitest';
import { readSeed } from '../db/seed';
import { stypeOf } from '../market/market';

describe('the committed compact seed', () => {
  const seed = readSeed();

  it('holds at least 500 real funds covering every type (equity, hybrid, bond, index, QDII, money, FOF)', () => {
    expect(seed.funds.length).toBeGreaterThanOrEqual(500);
    const types = new Set(seed.funds.map((f) => stypeOf(f[3])));
    for (const t of [300, 301, 302, 303, 305, 306, 310]) expect(types.has(t)).toBe(true);
    for (const f of seed.funds) expect(f[0]).toMatch(/^\d{6}$/);
  });

  it('carries full daily NAV histories for at least 150 funds, 000001 up to 2026-07-31', () => {
    expect(Object.keys(seed.navs).length).toBeGreaterThanOrEqual(150);
    const [first, days] = seed.navs['000001']!;
    expect(first).toBe('2001-12-18');
    const last = new Date(
      Date.parse(`${first}T00:00:00Z`) + days.reduce((s, d) => s + d, 0) * 86400000,
    )
      .toISOString()
      .slice(0, 10);
    expect(last).toBe('2026-07-31');
  });

  it('gives 华夏成长混合 the pinyin initials hxczhh', () => {
    const f = seed.funds.find((x) => x[0] === '000001')!;
    expect(f[1]).toBe('华夏成长混合');
    expect(f[2]).toBe('hxczhh');
  });

  it('includes the bao series shifted to cover the present, CSI 300, the calendar, banks, regions and managers', () => {
    expect(seed.bao.code).toBe('000198');
    expect(seed.bao.first <= '2026-04-20').toBe(true);
    expect(seed.bao.tenthou.length).toBe(427);
    expect(seed.csi300[1].length).toBeGreaterThan(4800);
    expect(seed.calendar.start).toBe('1991-01-01');
    expect(seed.banks.banks.length).toBe(125);
    expect(seed.regions.length).toBe(31);
    expect(seed.managers.length).toBeGreaterThan(500);
  });
});
