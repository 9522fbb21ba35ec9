import { describe, expect, it } from 'vitest';
import { normalize, understand, type Lookups } from '../intents';

const FUNDS = [
  { code: '000001', name: '华夏成长混合', initials: 'hxczhh' },
  { code: '110011', name: '易方达优质精选混合(QDII)', initials: 'yfdyzjxhhqdii' },
  { code: '000051', name: '华夏沪深300ETF联接A', initials: 'hxhs300etflja' },
];
const look: Lookups = {
  fundByCode: (code) => FUNDS.find((f) => f.code === code),
  searchFund: (q) =>
    FUNDS.find((f) => f.name.toLowerCase().startsWith(q) || f.initials.startsWith(q)),
  managersIn: (text) => (text.includes('张坤') ? [{ id: 650, name: '张坤' }] : []),
};

describe('the assistant understands an utterance (spec 001 §7 AI, the intent table)', () => {
  it('finds a fund by a fragment of its name and answers about it', () => {
    const u = understand('华夏成长怎么样', look);
    expect(u.kind).toBeNull();
    expect(u.funds.map((f) => f.code)).toEqual(['000001']);
  });

  it('finds a fund by its pinyin initials and by its code', () => {
    expect(understand('hxcz', look).funds[0]?.code).toBe('000001');
    expect(understand('000001 持仓', look)).toMatchObject({
      kind: 'holdings',
      funds: [{ code: '000001' }],
    });
  });

  it('reads 对比 with two funds in order', () => {
    const u = understand('对比 000001 和 110011', look);
    expect(u.kind).toBe('compare');
    expect(u.funds.map((f) => f.code)).toEqual(['000001', '110011']);
  });

  it('takes 估值 as the estimate intent before anything else', () => {
    expect(understand('000001 对比 估值', look).kind).toBe('estimate');
  });

  it('knows the personal intents (我的资产, 我的自选, 风险测评)', () => {
    expect(understand('我的资产', look).kind).toBe('assets');
    expect(understand('我的自选', look).kind).toBe('following');
    expect(understand('风险测评', look).kind).toBe('risk');
  });

  it('reads an index name as the index, not as the funds tracking it', () => {
    const u = understand('沪深300指数怎么样', look);
    expect(u.index?.symbol).toBe('000300');
    expect(u.funds).toEqual([]);
    expect(understand('沪深300指数基金', look)).toMatchObject({
      kind: 'index_funds',
      index: { symbol: '000300' },
    });
  });

  it('finds a manager by name', () => {
    expect(understand('张坤管理的基金', look).manager).toEqual({ id: 650, name: '张坤' });
  });

  it('leaves an unrelated question unknown', () => {
    expect(understand('今天天气怎么样', look)).toMatchObject({
      kind: null,
      funds: [],
      index: null,
      manager: null,
    });
  });

  it('normalizes full-width characters', () => {
    expect(normalize('　ＨＸＣＺ０００００１ ')).toBe('hxcz000001');
  });
});
