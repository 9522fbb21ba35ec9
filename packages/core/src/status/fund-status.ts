import type { StatusEntry } from './table';

/**
 * A row of {@link FIXED_INVESTMENT_STATUS}.
 * @see spec 001 §4 States and transitions
 */
export interface FixedInvestmentStatusEntry extends StatusEntry<0 | 1 | 2> {
  /** Only working (0) is enabled. */
  readonly enabled: boolean;
}

/**
 * Fixed investment status: 0 working (normal), 1 terminated, 2 paused; only working is enabled.
 * @see spec 001 §4 Fixed investment status
 */
export const FIXED_INVESTMENT_STATUS: readonly FixedInvestmentStatusEntry[] = [
  { code: 0, label: '正常', enabled: true },
  { code: 1, label: '已终止', enabled: false },
  { code: 2, label: '已暂停', enabled: false },
];

/**
 * Fixed investment `period_unit`: 0 monthly, 1 weekly.
 * @see spec 001 §3 Fixed investment
 */
export const PERIOD_UNITS: readonly StatusEntry<0 | 1>[] = [
  { code: 0, label: '每月' },
  { code: 1, label: '每周' },
];

/**
 * A row of {@link DIVIDEND_TYPES}.
 * @see spec 001 §4 States and transitions
 */
export interface DividendTypeEntry extends StatusEntry<1 | 2 | 3 | 4> {
  /** 3 and 4 are being-changed states (a change is pending). */
  readonly changing: boolean;
  /** Selectable in the change-dividend-type list (1 and 2). */
  readonly selectable: boolean;
}

/**
 * Dividend type of a holding (`divi_type`): 1 reinvest, 2 cash; 3 and 4 are being-changed
 * states. The change list offers 1 and 2.
 * @see spec 001 §4 Dividend type, §9 Dividend types list
 */
export const DIVIDEND_TYPES: readonly DividendTypeEntry[] = [
  { code: 1, label: '红利再投资', changing: false, selectable: true },
  { code: 2, label: '现金分红', changing: false, selectable: true },
  { code: 3, label: '分红方式变更中', changing: true, selectable: false },
  { code: 4, label: '分红方式变更中', changing: true, selectable: false },
];

/**
 * Symbol type `symbol_type`: 1 stock, 2 bond, 3 fund, 5 market index, 0 other.
 * @see spec 001 §3 Fund / symbol
 */
export const SYMBOL_TYPES: readonly StatusEntry<0 | 1 | 2 | 3 | 5>[] = [
  { code: 0, label: '其他' },
  { code: 1, label: '股票' },
  { code: 2, label: '债券' },
  { code: 3, label: '基金' },
  { code: 5, label: '指数' },
];

/**
 * Symbol sub-type `symbol_stype`: 300 equity ... 310 FOF, 101 A-market, 102 B-market.
 * @see spec 001 §3 Fund / symbol
 */
export const SYMBOL_STYPES: readonly StatusEntry[] = [
  { code: 300, label: '股票型' },
  { code: 301, label: '混合型' },
  { code: 302, label: '债券型' },
  { code: 303, label: '指数型' },
  { code: 304, label: '保本型' },
  { code: 305, label: 'QDII' },
  { code: 306, label: '货币型' },
  { code: 307, label: '理财型' },
  { code: 308, label: '封闭式' },
  { code: 309, label: '其他' },
  { code: 310, label: 'FOF' },
  { code: 101, label: 'A股' },
  { code: 102, label: 'B股' },
];

/**
 * Listing status `list_status`: 1 normal, 3 terminated, 4 cancelled, 9 other.
 * @see spec 001 §3 Fund / symbol
 */
export const LIST_STATUS: readonly StatusEntry<1 | 3 | 4 | 9>[] = [
  { code: 1, label: '正常' },
  { code: 3, label: '终止' },
  { code: 4, label: '注销' },
  { code: 9, label: '其他' },
];

/**
 * Subscription status `subscription_status`: 0 before sale, 1 subscription period, 2 open.
 * @see spec 001 §3 Fund / symbol
 */
export const SUBSCRIPTION_STATUS: readonly StatusEntry<0 | 1 | 2>[] = [
  { code: 0, label: '未开售' },
  { code: 1, label: '认购期' },
  { code: 2, label: '开放期' },
];

/**
 * Charge mode `charge_mode` (funds and portfolios): 0 other, 1 front-end, 2 back-end.
 * @see spec 001 §3 Fund / symbol, Portfolio
 */
export const CHARGE_MODES: readonly StatusEntry<0 | 1 | 2>[] = [
  { code: 0, label: '其他' },
  { code: 1, label: '前端收费' },
  { code: 2, label: '后端收费' },
];

/**
 * Fund/portfolio `div_type` (dividend policy): 0 unknown, 1 cash, 2 reinvest, 3 either.
 * Note the codes differ from a holding's `divi_type` ({@link DIVIDEND_TYPES}).
 * @see spec 001 §3 Fund / symbol, Portfolio
 */
export const DIV_TYPES: readonly StatusEntry<0 | 1 | 2 | 3>[] = [
  { code: 0, label: '未知' },
  { code: 1, label: '现金分红' },
  { code: 2, label: '红利再投资' },
  { code: 3, label: '现金分红或红利再投资' },
];

/**
 * Fund manager `post_status`: 1 in post, 2 left.
 * @see spec 001 §3 Fund manager
 */
export const MANAGER_POST_STATUS: readonly StatusEntry<1 | 2>[] = [
  { code: 1, label: '在任' },
  { code: 2, label: '离任' },
];

/**
 * Status post `content_type`: 0 topic, 10 news, 20 announcement, 30 research report,
 * 40 reward offer, 50 fund subject.
 * @see spec 001 §3 Status post
 */
export const STATUS_CONTENT_TYPES: readonly StatusEntry<0 | 10 | 20 | 30 | 40 | 50>[] = [
  { code: 0, label: '话题' },
  { code: 10, label: '资讯' },
  { code: 20, label: '公告' },
  { code: 30, label: '研报' },
  { code: 40, label: '悬赏' },
  { code: 50, label: '基金专题' },
];

/**
 * Store apply `status`: -1 not applied, 1 success (other values not shown in the spec).
 * @see spec 001 §3 Store apply, §4
 */
export const STORE_APPLY_STATUS: readonly StatusEntry<-1 | 1>[] = [
  { code: -1, label: '未申请' },
  { code: 1, label: '申请成功' },
];
