import { describe, expect, it } from 'vitest';
import { sandboxForFile } from '../../../__tests__/helpers';

const box = sandboxForFile();
const get = <U extends string>(path: U) => box.c.get(path);

/**
 * The fund detail's 基金概况 and 基金经理 on the newer real source: the
 * 2026-02-17 fund profile where one exists, the 2024-02-10 managers list otherwise. Every
 * response is checked against openapi.yaml by the client.
 */
describe('GET /symbols/funds/{symbol}/ profile facts (spec 001 §2 Fund and stock detail, §3 Fund)', () => {
  it("000001: the 2026-02 profile's managers 刘睿聪 and 郑晓辉 (with their manager pages), dated 2026-02-17", async () => {
    const f = (await get('/symbols/funds/000001/')).body;
    expect(f.manager_names).toEqual(['刘睿聪', '郑晓辉']);
    expect(f.managers!.map((m: { name: string }) => m.name)).toEqual(['刘睿聪', '郑晓辉']);
    expect(f.managers_date).toBe('2026-02-17');
    // the ids are the managers area's: each page names the same person
    for (const m of f.managers!) {
      const page = (await get(`/symbols/funds/managers/${m.id}/`)).body;
      expect(page.name).toBe(m.name);
      expect(page.fund_company!.name).toBe('华夏基金');
    }
  });

  it('000001: scale 29.37亿 as yuan with its date, full name, company, custodian, benchmark, objective and strategy', async () => {
    const f = (await get('/symbols/funds/000001/')).body;
    expect(f.scale).toBe('2937000000.00');
    expect(f.scale_date).toBe('2026-02-17');
    expect(f.profile_date).toBe('2026-02-17');
    expect(f.name).toBe('华夏成长证券投资基金');
    expect(f.abbr_name).toBe('华夏成长混合');
    expect(f.found_date).toBe('2001-12-18');
    expect(f.company).toEqual({
      id: expect.any(Number),
      name: '华夏基金管理有限公司',
      abbr_name: '华夏',
    });
    expect(f.custodian).toBe('中国建设银行股份有限公司');
    expect(f.benchmark).toBe('本基金暂不设业绩比较基准');
    expect(f.investment_objective).toMatch(/^本基金属成长型基金/);
    expect(f.investment_strategy).toMatch(/^在股票投资方面/);
    // the source says 暂无评级: no rating is given
    expect(f.rating).toBeNull();
    expect(f.rating_agency).toBeNull();
    // no phone number exists in the data
    expect(f.service_tel).toBeNull();
  });

  it('a profile scale in 万 is exact: 000166 6479.57万 -> 64795700.00 yuan', async () => {
    const f = (await get('/symbols/funds/000166/')).body;
    expect(f.scale).toBe('64795700.00');
    expect(f.scale_date).toBe('2026-02-17');
  });

  it('names managers the managers list does not know as text only: 000014 陆晓天 and 武文琦', async () => {
    const f = (await get('/symbols/funds/000014/')).body;
    expect(f.manager_names).toEqual(['陆晓天', '武文琦']);
    expect(f.managers).toEqual([]);
    expect(f.managers_date).toBe('2026-02-17');
  });

  it('a fund without a profile (161725) keeps the managers list, dated 2024-02-10, and has no scale or profile facts', async () => {
    const f = (await get('/symbols/funds/161725/')).body;
    expect(f.managers!.length).toBeGreaterThan(0);
    expect(f.manager_names).toEqual(f.managers!.map((m: { name: string }) => m.name));
    expect(f.managers_date).toBe('2024-02-10');
    expect(f.scale).toBeNull();
    expect(f.scale_date).toBeNull();
    expect(f.profile_date).toBeNull();
    expect(f.custodian).toBeNull();
    expect(f.benchmark).toBeNull();
    expect(f.investment_objective).toBeNull();
    expect(f.investment_strategy).toBeNull();
    expect(f.name).toBe(f.abbr_name);
  });

  it("the comparison's scale of 000001 is the detail's, with the same date (one source on both screens)", async () => {
    const r = (await get('/symbols/funds/comparison/?symbols=000001,110011&period=y')).body;
    const m = r.metrics!.find((x: { symbol: string }) => x.symbol === '000001');
    expect(m!.scale).toBe('2937000000.00');
    expect(m!.scale_date).toBe('2026-02-17');
    expect(m!.managers!.map((x: { name: string }) => x.name)).toEqual(['刘睿聪', '郑晓辉']);
  });
});
