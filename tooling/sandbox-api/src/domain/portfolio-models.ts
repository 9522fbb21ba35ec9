/** The ten model portfolios of the sandbox (ids 1-10): name, risk level, topic and fund mix by symbol_stype. */
export interface Model {
  id: number;
  name: string;
  risk: number;
  topic: 'xds' | 'pandoras_box';
  mix: [stype: number, weight: number][];
  strategy: string;
}
export const MODELS: Model[] = [
  {
    id: 1,
    name: '稳健增值组合',
    risk: 2,
    topic: 'xds',
    mix: [
      [302, 60],
      [301, 40],
    ],
    strategy: '以债券基金打底，少量混合基金增强收益',
  },
  {
    id: 2,
    name: '股债平衡组合',
    risk: 3,
    topic: 'xds',
    mix: [
      [302, 50],
      [300, 50],
    ],
    strategy: '股债各半，定期再平衡',
  },
  {
    id: 3,
    name: '进取成长组合',
    risk: 4,
    topic: 'xds',
    mix: [
      [300, 40],
      [301, 40],
      [303, 20],
    ],
    strategy: '精选主动权益基金，追求长期成长',
  },
  {
    id: 4,
    name: '指数定投组合',
    risk: 4,
    topic: 'xds',
    mix: [
      [303, 50],
      [303, 50],
    ],
    strategy: '宽基指数分散配置，适合长期定投',
  },
  {
    id: 5,
    name: '全球配置组合',
    risk: 5,
    topic: 'pandoras_box',
    mix: [
      [305, 50],
      [300, 30],
      [302, 20],
    ],
    strategy: '海外与A股均衡配置，分散单一市场风险',
  },
  {
    id: 6,
    name: '红利低波组合',
    risk: 3,
    topic: 'xds',
    mix: [
      [303, 50],
      [302, 50],
    ],
    strategy: '指数与债券搭配，控制波动',
  },
  {
    id: 7,
    name: '科技先锋组合',
    risk: 5,
    topic: 'pandoras_box',
    mix: [
      [300, 60],
      [303, 40],
    ],
    strategy: '聚焦科技成长方向的权益基金',
  },
  {
    id: 8,
    name: '消费升级组合',
    risk: 4,
    topic: 'pandoras_box',
    mix: [
      [301, 70],
      [300, 30],
    ],
    strategy: '布局消费主题的混合与股票基金',
  },
  {
    id: 9,
    name: '纯债稳健组合',
    risk: 2,
    topic: 'xds',
    mix: [
      [302, 50],
      [302, 50],
    ],
    strategy: '多只债券基金分散持有',
  },
  {
    id: 10,
    name: '养老目标组合',
    risk: 3,
    topic: 'xds',
    mix: [
      [302, 40],
      [301, 40],
      [300, 20],
    ],
    strategy: '长期持有，兼顾稳健与增长',
  },
];

/** Risk level of a model portfolio (5 when unknown, the spec's default). */
export function portfolioRiskOf(id: number): number {
  return MODELS.find((m) => m.id === id)?.risk ?? 5;
}
