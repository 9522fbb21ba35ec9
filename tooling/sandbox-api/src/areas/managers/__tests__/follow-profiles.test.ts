import { describe, expect, it } from 'vitest';
import { sandboxForFile } from '../../../__tests__/helpers';
import { followProfiles, pickManager, refreshFundManagers, type ManagerCandidate } from '../seed';

const cand = (id: number, companyKey: string, funds: string[] = []): ManagerCandidate => ({
  id,
  companyKey,
  funds: new Set(funds),
});

describe('which listed manager a profile names (pickManager)', () => {
  it('takes the one at the profile company', () => {
    expect(pickManager([cand(1, '嘉实'), cand(2, '中庚'), cand(3, '中金')], '嘉实', '001036')).toBe(
      1,
    );
  });
  it('prefers, at that company, the one who ran the fund', () => {
    expect(pickManager([cand(1, '华夏'), cand(2, '华夏', ['000001'])], '华夏', '000001')).toBe(2);
  });
  it('falls back to the one who ran the fund when the company names differ', () => {
    expect(
      pickManager(
        [cand(1, '大成'), cand(2, '摩根资产', ['000457']), cand(3, '信达澳亚')],
        '摩根',
        '000457',
      ),
    ).toBe(2);
  });
  it('links nobody when the name is unknown or two people fit equally', () => {
    expect(pickManager([], '华夏', '000014')).toBeNull();
    expect(pickManager([cand(1, '华夏'), cand(2, '华夏')], '华夏', '000001')).toBeNull();
    expect(pickManager([cand(1, '广发')], '华夏', '000001')).toBeNull();
  });
});

const box = sandboxForFile();
const get = <U extends string>(path: U) => box.c.get(path);

const byName = async (name: string) => {
  const r = (await get(`/symbols/funds/managers/?q=${encodeURIComponent(name)}`)).body;
  const m = r.results.find((x: { name: string }) => x.name === name);
  return (await get(`/symbols/funds/managers/${m!.id}/`)).body;
};
const codes = (l: { symbol?: string; code?: string }[]) => l.map((f) => f.symbol ?? f.code);

describe('the manager pages agree with the fund detail (spec 001 §2 Fund managers)', () => {
  it('刘睿聪 and 郑晓辉 run 000001 now (its 2026-02 profile), 万方方 and 王泽实 ran it before (2024-02 list)', async () => {
    for (const name of ['刘睿聪', '郑晓辉']) {
      const m = await byName(name);
      expect(codes(m.current_funds!)).toContain('000001');
      expect(codes(m.former_funds!)).not.toContain('000001');
    }
    for (const name of ['万方方', '王泽实']) {
      const m = await byName(name);
      expect(codes(m.current_funds!)).not.toContain('000001');
      expect(codes(m.former_funds!)).toContain('000001');
    }
  });

  it('every manager the fund detail links runs that fund on his own page', async () => {
    for (const code of ['000001', '000011', '000270', '000457']) {
      const f = (await get(`/symbols/funds/${code}/`)).body;
      for (const m of f.managers!) {
        const page = (await get(`/symbols/funds/managers/${m.id}/`)).body;
        expect(codes(page.current_funds!)).toContain(code);
      }
    }
  });

  it('applying the profiles again changes nothing, and the stored current funds match the links', () => {
    const snap = () =>
      box.sb.ctx.db.prepare('SELECT manager_id, code, role FROM manager_funds ORDER BY 1, 2').all();
    const before = snap();
    followProfiles(box.sb.ctx);
    refreshFundManagers(box.sb.ctx);
    expect(snap()).toEqual(before);
    const row = box.sb.ctx.db
      .prepare("SELECT fund_codes FROM managers WHERE name = '万方方'")
      .get() as { fund_codes: string };
    expect(row.fund_codes.split(',')).not.toContain('000001');
  });
});
