/**
 * Empty-state texts of the reads the sandbox has no real source for (shared/data README: none
 * found): the screens say so instead of showing invented rows (no invented data).
 */
export const NO_SOURCE_TEXT = {
  blockTrades: '暂无大宗交易的数据来源，不展示未经核实的成交记录',
  shareholders: '暂无上市公司股东持股的数据来源，不展示未经核实的股东信息',
  indexConstituents: '暂无指数成分股名单的数据来源，不展示未经核实的成分股',
  holderStructure: '暂无基金持有人结构（机构/个人占比）的数据来源，不展示未经核实的比例',
} as const;
