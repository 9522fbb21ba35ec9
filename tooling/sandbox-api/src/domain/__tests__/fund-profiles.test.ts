import { describe, expect, it } from 'vitest';
import {
  companyKey,
  fundProfile,
  parseScale,
  profileNamesManagers,
  profileOf,
  type ProfilesSeed,
} from '../fund-profiles';

const row = (over: Partial<Record<number, string>> = {}): ProfilesSeed['profiles'][number] => {
  const r: ProfilesSeed['profiles'][number] = [
    '000001',
    '华夏成长证券投资基金',
    '2001-12-18',
    '29.37亿',
    '华夏基金管理有限公司',
    '刘睿聪 郑晓辉',
    '中国建设银行股份有限公司',
    '',
    '暂无评级',
    '本基金属成长型基金。',
    '第一段。\n第二段。',
    '本基金暂不设业绩比较基准',
    '2026-02-17',
  ];
  for (const [i, v] of Object.entries(over)) r[Number(i)] = v!;
  return r;
};

describe('fund profiles (基金概况, fund_profiles_xueqiu_2026-02; spec 001 §2 Fund and stock detail)', () => {
  it('reads a published scale exactly in yuan: 亿 x 10^8, 万 x 10^4, plain yuan as is', () => {
    expect(parseScale('29.37亿')).toBe('2937000000.00');
    expect(parseScale('5304.13万')).toBe('53041300.00');
    expect(parseScale('0.0123亿')).toBe('1230000.00');
    expect(parseScale('1200.5')).toBe('1200.50');
    expect(parseScale('1200.5元')).toBe('1200.50');
  });

  it('has no scale for an empty or unreadable text (nothing is guessed)', () => {
    expect(parseScale('')).toBeNull();
    expect(parseScale('--')).toBeNull();
    expect(parseScale('约30亿')).toBeNull();
    expect(parseScale('29.37美元')).toBeNull();
  });

  it('keys a company without its legal form and business words, so legal and short names meet', () => {
    expect(companyKey('华夏基金管理有限公司')).toBe('华夏');
    expect(companyKey('华夏基金')).toBe('华夏');
    expect(companyKey('摩根基金管理（中国）有限公司')).toBe('摩根');
    expect(companyKey('摩根资产管理')).toBe('摩根');
    expect(companyKey('建信基金管理有限责任公司')).toBe('建信');
    expect(companyKey('汇添富基金管理股份有限公司')).toBe('汇添富');
    expect(companyKey('中欧基金管理公司')).toBe('中欧');
    expect(companyKey('兴银基金管理')).toBe('兴银');
    expect(companyKey('上海东方证券资产管理有限公司')).toBe(companyKey('东方红资产管理'));
    // a different company keeps a different key
    expect(companyKey('摩根士丹利基金管理（中国）有限公司')).toBe('摩根士丹利');
  });

  it('decodes a row: managers split on spaces, 暂无评级 is no rating, empty texts are null, the fetch date is the as-of date', () => {
    const p = profileOf(row({ 6: '', 11: ' ' }));
    expect(p).toMatchObject({
      code: '000001',
      fullName: '华夏成长证券投资基金',
      foundDate: '2001-12-18',
      scale: '2937000000.00',
      scaleYi: '29.37',
      company: '华夏基金管理有限公司',
      managers: ['刘睿聪', '郑晓辉'],
      custodian: null,
      rating: null,
      ratingAgency: null,
      strategy: '第一段。\n第二段。',
      benchmark: null,
      date: '2026-02-17',
    });
    expect(profileOf(row({ 8: '五星', 7: '上海证券' }))).toMatchObject({
      rating: '五星',
      ratingAgency: '上海证券',
    });
    expect(profileOf(row({ 3: '5304.13万' })).scaleYi).toBe('0.530413');
    expect(profileOf(row({ 2: '' })).foundDate).toBeNull();
  });

  it('names the current managers from the profile only when it is newer than the managers list', () => {
    const p = profileOf(row());
    expect(profileNamesManagers(p, '2024-02-10')).toBe(true);
    expect(profileNamesManagers(p, null)).toBe(true);
    expect(profileNamesManagers(p, '2026-02-17')).toBe(false);
    expect(profileNamesManagers(p, '2026-06-30')).toBe(false);
    expect(profileNamesManagers(profileOf(row({ 5: '' })), '2024-02-10')).toBe(false);
    expect(profileNamesManagers(undefined, '2024-02-10')).toBe(false);
  });

  it("loads the committed seed: 000001's 2026-02-17 profile, and none for a fund outside the 506", () => {
    expect(fundProfile('000001')).toMatchObject({
      fullName: '华夏成长证券投资基金',
      scale: '2937000000.00',
      managers: ['刘睿聪', '郑晓辉'],
      custodian: '中国建设银行股份有限公司',
      date: '2026-02-17',
    });
    expect(fundProfile('161725')).toBeUndefined();
  });
});
