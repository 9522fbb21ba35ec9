/**
 * The quant factors' definitions (spec 001 §3 Quant factor: factor, factor_name,
 * factor_type_display; §7 Quant): category, whether the senior service is needed, the direction
 * that is favourable, unit and description, in display order. The formulas are README "Quant area".
 */

/** The factor categories of `?factor_category=` (spec 001 §2 Quant). */
export const FACTOR_CATEGORIES = ['return', 'risk', 'style'] as const;
export type FactorCategory = (typeof FACTOR_CATEGORIES)[number];

/** One factor of a fund: what it measures and which way it leans. */
export interface FactorDef {
  factor: string;
  factor_name: string;
  factor_category: FactorCategory;
  factor_type_display: string;
  /** Needs the quant_senior_factor service. */
  is_senior: boolean;
  /** +1: a larger exposure is favourable, -1: unfavourable, 0: descriptive (always neutral). */
  direction: 1 | -1 | 0;
  unit: '%' | '';
  description: string;
}

/** The factors, in display order (README "Quant area" gives each formula). */
export const FACTORS: readonly FactorDef[] = [
  {
    factor: 'momentum_3m',
    factor_name: '近3月动量',
    factor_category: 'return',
    factor_type_display: '动量因子',
    is_senior: false,
    direction: 1,
    unit: '%',
    description: '最近3个月净值涨跌幅（分红再投资）',
  },
  {
    factor: 'momentum_12m',
    factor_name: '近1年动量',
    factor_category: 'return',
    factor_type_display: '动量因子',
    is_senior: false,
    direction: 1,
    unit: '%',
    description: '最近1年净值涨跌幅（分红再投资）',
  },
  {
    factor: 'volatility_1y',
    factor_name: '年化波动率',
    factor_category: 'risk',
    factor_type_display: '风险因子',
    is_senior: false,
    direction: -1,
    unit: '%',
    description: '最近1年日收益率标准差×√244',
  },
  {
    factor: 'max_drawdown_1y',
    factor_name: '最大回撤',
    factor_category: 'risk',
    factor_type_display: '风险因子',
    is_senior: false,
    direction: -1,
    unit: '%',
    description: '最近1年净值从前高的最大跌幅',
  },
  {
    factor: 'sharpe_1y',
    factor_name: '夏普比率',
    factor_category: 'return',
    factor_type_display: '风险调整收益因子',
    is_senior: true,
    direction: 1,
    unit: '',
    description: '最近1年（年化收益-1.5%）÷年化波动率',
  },
  {
    factor: 'alpha_1y',
    factor_name: '阿尔法',
    factor_category: 'return',
    factor_type_display: '超额收益因子',
    is_senior: true,
    direction: 1,
    unit: '%',
    description: '最近1年相对沪深300的詹森阿尔法（年化）',
  },
  {
    factor: 'beta_1y',
    factor_name: '贝塔',
    factor_category: 'risk',
    factor_type_display: '市场因子',
    is_senior: true,
    direction: 0,
    unit: '',
    description: '最近1年日收益对沪深300日收益的回归斜率',
  },
  {
    factor: 'size',
    factor_name: '市值风格',
    factor_category: 'style',
    factor_type_display: '风格因子',
    is_senior: true,
    direction: 0,
    unit: '',
    description: '前十大重仓股总市值在A股中的分位（按持仓占比加权，越大越偏大盘）',
  },
  {
    factor: 'value',
    factor_name: '估值风格',
    factor_category: 'style',
    factor_type_display: '风格因子',
    is_senior: true,
    direction: 0,
    unit: '',
    description: '前十大重仓股市净率在A股中的分位（按持仓占比加权，越大越偏成长）',
  },
  {
    factor: 'industry_concentration',
    factor_name: '行业集中度',
    factor_category: 'style',
    factor_type_display: '集中度因子',
    is_senior: true,
    direction: -1,
    unit: '%',
    description: '前十大重仓股中第一大申万一级行业所占比例',
  },
];
