/**
 * Contract specifications of the main Chinese futures (spec 001 §2/§7 Futures), as the
 * exchanges' standard contracts (期货合约) state them — see SOURCE.md beside this file for where
 * each figure comes from and how old it is. `margin_ratio` is the exchange's 最低交易保证金 in the
 * contract text: exchanges raise it by notice and brokers charge more, so screens label it as the
 * exchange minimum. No prices: the shared data has no futures price series.
 */

/** How the exchange lists contract months (合约月份), see `months.ts`. */
export type MonthRule =
  /** Months of `months` within 12 months from the nearest unexpired one (1～12月 = all twelve). */
  | { kind: 'cycle'; months: readonly number[] }
  /** SHFE gold: the nearest three consecutive months plus even months within 13 months. */
  | { kind: 'three-then-even' }
  /** CFFEX stock index: this month, next month and the two following quarter months. */
  | { kind: 'index' }
  /** CFFEX treasury: the nearest three quarter months (3, 6, 9, 12). */
  | { kind: 'quarterly'; count: number };

/** How the exchange fixes a contract's last trading day (最后交易日), see `months.ts`. */
export type LastDayRule =
  /** The n-th given weekday (1 Monday … 5 Friday) of the contract month; a holiday moves it to the next trading day. */
  | { kind: 'nth-weekday'; n: number; weekday: number }
  /** A calendar day of the contract month; a holiday moves it to the next trading day. */
  | { kind: 'day-of-month'; day: number }
  /** The n-th trading day of the contract month. */
  | { kind: 'nth-trading-day'; n: number }
  /** The last trading day of the month before the contract month. */
  | { kind: 'last-trading-day-of-previous-month' };

/** One exchange-listed futures product (期货品种). */
export interface FuturesContract {
  /** Our stable id (the API's product id; instruments are `id * 10000 + YYMM`). */
  id: number;
  /** Product code on the exchange, as it is written in instrument codes (cu, IF, SR). */
  code: string;
  /** Product name as the exchange titles the contract, without 期货合约. */
  name: string;
  /** Short name used before the contract month (沪铜2605). */
  short: string;
  exchange: string;
  /** `commodity` or `financial` (the API's product_type). */
  productType: 'commodity' | 'financial';
  /** One factual line: the underlying and how it is delivered. */
  description: string;
  /** 交易单位 / 合约乘数 as the contract text writes it. */
  contractSize: string;
  /** Units per lot, or yuan per index point / per 1 yuan of price. */
  multiplier: number;
  /** 报价单位. */
  unit: string;
  /** 最小变动价位. */
  priceTick: string;
  /** 最低交易保证金, % of contract value. */
  marginRatio: number;
  /** Sessions in Beijing time. */
  tradingHours: readonly string[];
  /** 合约月份 as the contract text writes it. */
  listedMonths: string;
  months: MonthRule;
  lastDay: LastDayRule;
}

const CFFEX = '中国金融期货交易所';
const SHFE = '上海期货交易所';
const DCE = '大连商品交易所';
const CZCE = '郑州商品交易所';
const INE = '上海国际能源交易中心';

const INDEX_HOURS = ['09:30-11:30', '13:00-15:00'] as const;
const BOND_HOURS = ['09:30-11:30', '13:00-15:15'] as const;
const DAY = ['09:00-10:15', '10:30-11:30', '13:30-15:00'] as const;
const night = (end: string) => [...DAY, `21:00-${end}`];

const ALL_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
const ALL: MonthRule = { kind: 'cycle', months: ALL_MONTHS };
const INDEX_MONTHS = '当月、下月及随后两个季月';
const BOND_MONTHS = '最近的三个季月（3月、6月、9月、12月中的最近三个月循环）';
const THIRD_FRIDAY: LastDayRule = { kind: 'nth-weekday', n: 3, weekday: 5 };
const SECOND_FRIDAY: LastDayRule = { kind: 'nth-weekday', n: 2, weekday: 5 };
const FIFTEENTH: LastDayRule = { kind: 'day-of-month', day: 15 };
const TENTH_TRADING_DAY: LastDayRule = { kind: 'nth-trading-day', n: 10 };

const index = (
  id: number,
  code: string,
  name: string,
  underlying: string,
  multiplier: number,
): FuturesContract => ({
  id,
  code,
  name,
  short: `${underlying}股指`,
  exchange: CFFEX,
  productType: 'financial',
  description: `合约标的为${underlying}指数，现金交割。`,
  contractSize: `每点${multiplier}元`,
  multiplier,
  unit: '指数点',
  priceTick: '0.2指数点',
  marginRatio: 8,
  tradingHours: INDEX_HOURS,
  listedMonths: INDEX_MONTHS,
  months: { kind: 'index' },
  lastDay: THIRD_FRIDAY,
});

const bond = (
  id: number,
  code: string,
  years: number,
  faceWan: number,
  tick: string,
  marginRatio: number,
): FuturesContract => ({
  id,
  code,
  name: `${years}年期国债期货`,
  short: `${years}年期国债`,
  exchange: CFFEX,
  productType: 'financial',
  description: `合约标的为面值${faceWan}万元人民币、票面利率为3%的名义${years >= 10 ? '长期' : years >= 5 ? '中期' : '中短期'}国债，实物交割。`,
  contractSize: `面值${faceWan}万元`,
  // Quoted per 100 yuan of face value: one yuan of price is face / 100 yuan per lot.
  multiplier: faceWan * 100,
  unit: '百元净价报价',
  priceTick: `${tick}元`,
  marginRatio,
  tradingHours: BOND_HOURS,
  listedMonths: BOND_MONTHS,
  months: { kind: 'quarterly', count: 3 },
  lastDay: SECOND_FRIDAY,
});

const commodity = (
  c: Omit<FuturesContract, 'productType' | 'description' | 'unit'> & { unit?: string },
): FuturesContract => ({
  productType: 'commodity',
  description: '实物交割。',
  unit: '元（人民币）/吨',
  ...c,
});

/** The products the sandbox lists, ids stable (never renumber; append). */
export const FUTURES_CONTRACTS: readonly FuturesContract[] = [
  index(1, 'IF', '沪深300股指期货', '沪深300', 300),
  index(2, 'IH', '上证50股指期货', '上证50', 300),
  index(3, 'IC', '中证500股指期货', '中证500', 200),
  index(4, 'IM', '中证1000股指期货', '中证1000', 200),
  bond(5, 'TS', 2, 200, '0.002', 0.5),
  bond(6, 'TF', 5, 100, '0.005', 1),
  bond(7, 'T', 10, 100, '0.005', 2),
  commodity({
    id: 8,
    code: 'cu',
    name: '铜期货',
    short: '沪铜',
    exchange: SHFE,
    contractSize: '5吨/手',
    multiplier: 5,
    priceTick: '10元/吨',
    marginRatio: 5,
    tradingHours: night('次日01:00'),
    listedMonths: '1～12月',
    months: ALL,
    lastDay: FIFTEENTH,
  }),
  commodity({
    id: 9,
    code: 'al',
    name: '铝期货',
    short: '沪铝',
    exchange: SHFE,
    contractSize: '5吨/手',
    multiplier: 5,
    priceTick: '5元/吨',
    marginRatio: 5,
    tradingHours: night('次日01:00'),
    listedMonths: '1～12月',
    months: ALL,
    lastDay: FIFTEENTH,
  }),
  commodity({
    id: 10,
    code: 'au',
    name: '黄金期货',
    short: '沪金',
    exchange: SHFE,
    contractSize: '1000克/手',
    multiplier: 1000,
    unit: '元（人民币）/克',
    priceTick: '0.02元/克',
    marginRatio: 4,
    tradingHours: night('次日02:30'),
    listedMonths: '最近三个连续月份的合约以及最近13个月以内的双月合约',
    months: { kind: 'three-then-even' },
    lastDay: FIFTEENTH,
  }),
  commodity({
    id: 11,
    code: 'ag',
    name: '白银期货',
    short: '沪银',
    exchange: SHFE,
    contractSize: '15千克/手',
    multiplier: 15,
    unit: '元（人民币）/千克',
    priceTick: '1元/千克',
    marginRatio: 4,
    tradingHours: night('次日02:30'),
    listedMonths: '1～12月',
    months: ALL,
    lastDay: FIFTEENTH,
  }),
  commodity({
    id: 12,
    code: 'rb',
    name: '螺纹钢期货',
    short: '螺纹钢',
    exchange: SHFE,
    contractSize: '10吨/手',
    multiplier: 10,
    priceTick: '1元/吨',
    marginRatio: 5,
    tradingHours: night('23:00'),
    listedMonths: '1～12月',
    months: ALL,
    lastDay: FIFTEENTH,
  }),
  commodity({
    id: 13,
    code: 'i',
    name: '铁矿石期货',
    short: '铁矿石',
    exchange: DCE,
    contractSize: '100吨/手',
    multiplier: 100,
    priceTick: '0.5元/吨',
    marginRatio: 5,
    tradingHours: night('23:00'),
    listedMonths: '1～12月',
    months: ALL,
    lastDay: TENTH_TRADING_DAY,
  }),
  commodity({
    id: 14,
    code: 'm',
    name: '豆粕期货',
    short: '豆粕',
    exchange: DCE,
    contractSize: '10吨/手',
    multiplier: 10,
    priceTick: '1元/吨',
    marginRatio: 5,
    tradingHours: night('23:00'),
    listedMonths: '1、3、5、7、8、9、11、12月',
    months: { kind: 'cycle', months: [1, 3, 5, 7, 8, 9, 11, 12] },
    lastDay: TENTH_TRADING_DAY,
  }),
  commodity({
    id: 15,
    code: 'y',
    name: '豆油期货',
    short: '豆油',
    exchange: DCE,
    contractSize: '10吨/手',
    multiplier: 10,
    priceTick: '2元/吨',
    marginRatio: 5,
    tradingHours: night('23:00'),
    listedMonths: '1、3、5、7、8、9、11、12月',
    months: { kind: 'cycle', months: [1, 3, 5, 7, 8, 9, 11, 12] },
    lastDay: TENTH_TRADING_DAY,
  }),
  commodity({
    id: 16,
    code: 'SR',
    name: '白糖期货',
    short: '白糖',
    exchange: CZCE,
    contractSize: '10吨/手',
    multiplier: 10,
    priceTick: '1元/吨',
    marginRatio: 5,
    tradingHours: night('23:00'),
    listedMonths: '1、3、5、7、9、11月',
    months: { kind: 'cycle', months: [1, 3, 5, 7, 9, 11] },
    lastDay: TENTH_TRADING_DAY,
  }),
  commodity({
    id: 17,
    code: 'CF',
    name: '棉花期货',
    short: '棉花',
    exchange: CZCE,
    contractSize: '5吨/手',
    multiplier: 5,
    priceTick: '5元/吨',
    marginRatio: 5,
    tradingHours: night('23:00'),
    listedMonths: '1、3、5、7、9、11月',
    months: { kind: 'cycle', months: [1, 3, 5, 7, 9, 11] },
    lastDay: TENTH_TRADING_DAY,
  }),
  commodity({
    id: 18,
    code: 'TA',
    name: '精对苯二甲酸（PTA）期货',
    short: 'PTA',
    exchange: CZCE,
    contractSize: '5吨/手',
    multiplier: 5,
    priceTick: '2元/吨',
    marginRatio: 5,
    tradingHours: night('23:00'),
    listedMonths: '1～12月',
    months: ALL,
    lastDay: TENTH_TRADING_DAY,
  }),
  commodity({
    id: 19,
    code: 'MA',
    name: '甲醇期货',
    short: '甲醇',
    exchange: CZCE,
    contractSize: '10吨/手',
    multiplier: 10,
    priceTick: '1元/吨',
    marginRatio: 5,
    tradingHours: night('23:00'),
    listedMonths: '1～12月',
    months: ALL,
    lastDay: TENTH_TRADING_DAY,
  }),
  commodity({
    id: 20,
    code: 'sc',
    name: '原油期货',
    short: '原油',
    exchange: INE,
    contractSize: '1000桶/手',
    multiplier: 1000,
    unit: '元（人民币）/桶',
    priceTick: '0.1元/桶',
    marginRatio: 5,
    tradingHours: night('次日02:30'),
    listedMonths: '最近1～12个月为连续月份合约，12个月以后为季月合约',
    // The sandbox lists the twelve consecutive months only (README "Futures").
    months: ALL,
    lastDay: { kind: 'last-trading-day-of-previous-month' },
  }),
];

/** The product of an id, or undefined. */
export const contractById = (id: number): FuturesContract | undefined =>
  FUTURES_CONTRACTS.find((c) => c.id === id);
