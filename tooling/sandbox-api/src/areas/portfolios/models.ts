/**
 * The sandbox's ten model portfolios (ids 1-10), seed rows authored by the sandbox (README
 * "Portfolios"): names and texts are ours and marked 示例 on screen; the constituent funds are
 * real seed funds with full NAV series and no dividend drops in their unit NAV, so the net
 * value computed from them (./nav.ts) is derived from real data only. The risk level of a
 * portfolio is not authored: it is the highest risk level among its funds (./store.ts).
 */
export interface ModelPortfolio {
  id: number;
  name: string;
  topic: 'xds' | 'pandoras_box';
  /** The first net-value date (1.0000): the first trading day all its funds have NAVs for. */
  found_date: string;
  positions: [code: string, percent: number][];
  strategy: string;
}

export const MODEL_PORTFOLIOS: readonly ModelPortfolio[] = [
  {
    id: 1,
    name: '转债增强组合',
    topic: 'xds',
    found_date: '2021-01-04',
    positions: [
      ['050019', 60],
      ['001438', 40],
    ],
    strategy: '以可转债增强债券基金打底，少量混合基金增强收益',
  },
  {
    id: 2,
    name: '股债平衡组合',
    topic: 'xds',
    found_date: '2021-01-04',
    positions: [
      ['202102', 50],
      ['000309', 50],
    ],
    strategy: '债券基金与股票基金各半，调仓时回到目标比例',
  },
  {
    id: 3,
    name: '进取成长组合',
    topic: 'xds',
    found_date: '2021-01-04',
    positions: [
      ['000697', 40],
      ['168002', 40],
      ['007818', 20],
    ],
    strategy: '主动权益基金为主，辅以通信设备指数基金',
  },
  {
    id: 4,
    name: '通信主题指数组合',
    topic: 'xds',
    found_date: '2021-01-04',
    positions: [
      ['008086', 50],
      ['008327', 50],
    ],
    strategy: '两只通信主题指数基金等权配置',
  },
  {
    id: 5,
    name: '新兴市场配置组合',
    topic: 'pandoras_box',
    found_date: '2021-01-04',
    positions: [
      ['539002', 50],
      ['000697', 30],
      ['360014', 20],
    ],
    strategy: '新兴市场QDII基金与A股权益、信用债搭配，分散单一市场风险',
  },
  {
    id: 6,
    name: '资源股债组合',
    topic: 'xds',
    found_date: '2021-12-01',
    positions: [
      ['014111', 50],
      ['003382', 50],
    ],
    strategy: '稀有金属主题指数基金与债券基金各半',
  },
  {
    id: 7,
    name: '科技先锋组合',
    topic: 'pandoras_box',
    found_date: '2021-01-04',
    positions: [
      ['001313', 60],
      ['007817', 40],
    ],
    strategy: '聚焦科技互联与通信设备方向的权益基金',
  },
  {
    id: 8,
    name: '中小盘成长组合',
    topic: 'pandoras_box',
    found_date: '2021-01-04',
    positions: [
      ['163818', 70],
      ['000996', 30],
    ],
    strategy: '布局中小盘成长风格的混合与股票基金',
  },
  {
    id: 9,
    name: '纯债稳健组合',
    topic: 'xds',
    found_date: '2021-01-04',
    positions: [
      ['000014', 50],
      ['003382', 50],
    ],
    strategy: '两只债券基金分散持有',
  },
  {
    id: 10,
    name: '稳健配置组合',
    topic: 'xds',
    found_date: '2021-01-04',
    positions: [
      ['050019', 40],
      ['001365', 40],
      ['000996', 20],
    ],
    strategy: '债券、灵活配置混合与股票基金按4:4:2长期持有',
  },
];

/** Advisory fee of the model portfolios, % a year (a sandbox product parameter). */
export const MODEL_MANAGE_FARE = '0.50';
/** Minimum buy of the model portfolios, yuan (a sandbox product parameter). */
export const MODEL_AMOUNT_MIN_BUY = '1000.00';
