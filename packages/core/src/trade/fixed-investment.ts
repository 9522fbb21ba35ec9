import { TRADE_MESSAGES, formatMessage } from '../messages/catalogue';
import { type DecimalInput, formatAmountForMessage, parseDecimal } from '../format/money';
import { type CheckResult, OK, fail } from '../validation/result';
import { parseTradeAmount, positiveLimit } from './amount';
import type { TradeBankCard } from './bank-card-input';
import { DAY_MS, type TradingCalendar, formatDay, parseDay, toPredicate } from './calendar-days';

/** Fixed investment `period_unit`: 0 monthly, 1 weekly (spec 001 §3). */
export type PeriodUnit = 0 | 1;

/** Monthly trade days 1-28, weekly Monday-Friday 1-5 (spec 001 §5, §9). */
export const FIXED_INVEST_DAYS = {
  monthly: { min: 1, max: 28 },
  weekly: { min: 1, max: 5 },
} as const;

/**
 * Whether `trade_day` is valid for the period: weekly 1-5 (Monday-Friday), monthly 1-28.
 * @see spec 001 §5 Fixed investment trade day
 */
export function isValidFixedInvestDay(period_unit: PeriodUnit, trade_day: number): boolean {
  const r = period_unit === 1 ? FIXED_INVEST_DAYS.weekly : FIXED_INVEST_DAYS.monthly;
  return Number.isInteger(trade_day) && trade_day >= r.min && trade_day <= r.max;
}

/**
 * The selectable trade days of a period: weekly [1..5], monthly [1..28].
 * @see spec 001 §9 Fixed investment
 */
export function fixedInvestDayOptions(period_unit: PeriodUnit): number[] {
  const r = period_unit === 1 ? FIXED_INVEST_DAYS.weekly : FIXED_INVEST_DAYS.monthly;
  return Array.from({ length: r.max - r.min + 1 }, (_, i) => r.min + i);
}

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'] as const;

/**
 * The label of a schedule: 每月{d}日 or 每周{一..五}.
 * @throws {RangeError} for an invalid day
 * @see spec 001 §5 Fixed investment trade day
 */
export function fixedInvestDayLabel(period_unit: PeriodUnit, trade_day: number): string {
  if (!isValidFixedInvestDay(period_unit, trade_day))
    throw new RangeError(`invalid trade day ${trade_day}`);
  return period_unit === 1 ? `每周${WEEKDAYS[trade_day] as string}` : `每月${trade_day}日`;
}

/**
 * Input of {@link checkFixedInvestment}.
 * @see spec 001 §5 Fixed investment, §9 (monthly days 1-28, weekly Monday to Friday)
 */
export interface FixedInvestmentInput {
  /** Amount per deduction as typed, yuan. */
  amount: string | number | null | undefined;
  fund: {
    allow_fixed?: boolean | null;
    /** Minimum per deduction, yuan. */
    amount_fixed_min?: DecimalInput | null;
    /** Maximum per deduction, yuan (0/missing: none). */
    amount_fixed_max?: DecimalInput | null;
  };
  bankCard?: TradeBankCard | null;
  period_unit: PeriodUnit;
  trade_day: number;
}

/**
 * The failure codes of {@link checkFixedInvestment}.
 * @see spec 001 §5 Fixed investment, §9 (monthly days 1-28, weekly Monday to Friday)
 */
export type FixedInvestmentCheckCode =
  | 'not-allowed'
  | 'card-required'
  | 'blank'
  | 'amount-invalid'
  | 'amount-decimals'
  | 'below-min'
  | 'over-bank-limit'
  | 'above-max'
  | 'trade-day-invalid';

/**
 * Check a fixed investment. In order: fund must allow it (当前基金不允许定投); card required
 * (银行卡不能为空); blank silent; amount numeric and positive (请输入正确的金额); minimum
 * (最低定投{n}元); above the card's single limit (定投金额超过银行单笔限额); above the maximum
 * (最多定投{n}元); trade day weekly 1-5 / monthly 1-28.
 *
 * @returns codes: not-allowed, card-required, blank, amount-invalid, amount-decimals, below-min, over-bank-limit,
 *   above-max, trade-day-invalid
 * @see spec 001 §5 Fixed investment
 */
export function checkFixedInvestment(
  input: FixedInvestmentInput,
): CheckResult<FixedInvestmentCheckCode> {
  if (!input.fund.allow_fixed) return fail('not-allowed', TRADE_MESSAGES.fixedNotAllowed);
  if (!input.bankCard) return fail('card-required', TRADE_MESSAGES.bankCardRequired);
  const parsed = parseTradeAmount(input.amount);
  if (parsed.kind === 'blank') return fail('blank', '');
  if (parsed.kind === 'too-precise') return fail('amount-decimals', TRADE_MESSAGES.amountDecimals);
  if (parsed.kind === 'invalid') return fail('amount-invalid', TRADE_MESSAGES.amountInvalid);
  const amount = parsed.value;
  const min = parseDecimal(input.fund.amount_fixed_min ?? null);
  if (min && amount.lt(min))
    return fail(
      'below-min',
      formatMessage(TRADE_MESSAGES.fixedMin, { n: formatAmountForMessage(min) }),
    );
  const limit = positiveLimit(input.bankCard.bank?.single_limit);
  if (limit && amount.gt(limit)) return fail('over-bank-limit', TRADE_MESSAGES.fixedOverBankLimit);
  const max = positiveLimit(input.fund.amount_fixed_max);
  if (max && amount.gt(max))
    return fail(
      'above-max',
      formatMessage(TRADE_MESSAGES.fixedMax, { n: formatAmountForMessage(max) }),
    );
  if (!isValidFixedInvestDay(input.period_unit, input.trade_day)) {
    return fail(
      'trade-day-invalid',
      input.period_unit === 1 ? TRADE_MESSAGES.fixedWeeklyDay : TRADE_MESSAGES.fixedMonthlyDay,
    );
  }
  return OK;
}

export type { TradingCalendar } from './calendar-days';

/**
 * The first deduction date of a new fixed investment: the first date after `today` whose
 * weekday (weekly, 1 = Monday) or day of month (monthly) equals `trade_day`, moved forward to the
 * next trading day when the calendar says it is not one.
 *
 * @param options.today today's date, 'YYYY-MM-DD' (Beijing date, from the Clock port)
 * @param options.calendar trading days as data or a predicate (from the A-share calendar)
 * @param options.searchDays how far to look for a trading day (default 400 days)
 * @returns 'YYYY-MM-DD'
 * @throws {RangeError} for an invalid day or date, or when no trading day is found in range
 * @see spec 001 §5 Fixed investment (first date by the trading calendar), README "Conventions"
 */
export function firstFixedInvestDate(options: {
  period_unit: PeriodUnit;
  trade_day: number;
  today: string;
  calendar: TradingCalendar;
  searchDays?: number;
}): string {
  const { period_unit, trade_day } = options;
  if (!isValidFixedInvestDay(period_unit, trade_day))
    throw new RangeError(`invalid trade day ${trade_day}`);
  const isTrading = toPredicate(options.calendar);
  const limit = options.searchDays ?? 400;
  const start = parseDay(options.today);
  let scheduled: number | null = null;
  for (let i = 1; i <= 35 && scheduled === null; i += 1) {
    const d = new Date(start + i * DAY_MS);
    const matches = period_unit === 1 ? d.getUTCDay() === trade_day : d.getUTCDate() === trade_day;
    if (matches) scheduled = start + i * DAY_MS;
  }
  for (let i = 0; i <= limit; i += 1) {
    const day = formatDay((scheduled as number) + i * DAY_MS);
    if (isTrading(day)) return day;
  }
  throw new RangeError(
    `no trading day within ${limit} days after ${formatDay(scheduled as number)}`,
  );
}
