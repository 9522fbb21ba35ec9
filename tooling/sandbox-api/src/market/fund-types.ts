/**
 * What a fund is, from its Eastmoney type: the contract's symbol_stype code and the product risk
 * level (README.md); and which fund plays the bao.
 */

/** symbol_stype codes (spec 001 §3). */
export const STYPE = {
  equity: 300,
  hybrid: 301,
  bond: 302,
  index: 303,
  guaranteed: 304,
  qdii: 305,
  money: 306,
  wealth: 307,
  closed: 308,
  other: 309,
  fof: 310,
} as const;
/** The fund that plays "the bao" (天弘余额宝货币, 000198). */
export const BAO_CODE = '000198';

/** Maps an Eastmoney type ("混合型-偏股") to symbol_stype. */
export function stypeOf(emType: string): number {
  if (emType === '股票型') return STYPE.equity;
  if (emType.startsWith('混合型')) return STYPE.hybrid;
  if (emType.startsWith('债券型') || emType === '指数型-固收') return STYPE.bond;
  if (emType === '指数型-海外股票' || emType.startsWith('QDII')) return STYPE.qdii;
  if (emType.startsWith('指数型')) return STYPE.index;
  if (emType.startsWith('货币型')) return STYPE.money;
  if (emType.startsWith('FOF')) return STYPE.fof;
  return STYPE.other;
}

/** Product risk level 1 (low) .. 5 (high), by type (documented in README.md). */
export function riskOf(emType: string): number {
  if (emType.startsWith('货币型')) return 1;
  if (
    [
      '债券型-长债',
      '债券型-中短债',
      '债券型-混合一级',
      '指数型-固收',
      'FOF-稳健型',
      'QDII-纯债',
    ].includes(emType)
  )
    return 2;
  if (
    [
      '债券型-混合二级',
      '混合型-偏债',
      '混合型-绝对收益',
      '混合型-平衡',
      'FOF-均衡型',
      'QDII-混合债',
    ].includes(emType)
  )
    return 3;
  if (emType.startsWith('QDII') || emType === '指数型-海外股票') return 5;
  return 4;
}

/**
 * What a fund's master-list row says of it, shared by the market's funds and the master list's:
 * code, name, initials, Eastmoney type, the type's symbol_stype and template risk level, whether
 * it is the bao, and the share class (the trailing capital of the name, '' without one).
 */
export function fundNaming(code: string, name: string, initials: string, emType: string) {
  const m = /([A-Z])$/.exec(name);
  return {
    code,
    name,
    initials,
    emType,
    stype: stypeOf(emType),
    risk: riskOf(emType),
    isBao: code === BAO_CODE,
    shareClass: m ? m[1]! : '',
  };
}
