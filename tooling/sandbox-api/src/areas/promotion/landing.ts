/**
 * The promotional landing pages' own calls (spec 001 §2 Promotion; README "Promotion landing
 * pages"): the 定投 backtest of the fixed-invest campaign, computed by core's
 * `backtestFixedInvestment` on the fund's real unit-NAV series, and the fund radio's programme
 * list, which has no source and is an honest empty page.
 */
import Decimal from 'decimal.js';
import type { components } from '@jijin/core';
import { formatAmountForMessage } from '@jijin/core/format';
import { TRADE_MESSAGES, formatMessage } from '@jijin/core/messages';
import {
  backtestFixedInvestment,
  fixedInvestScheduleDates,
  isValidFixedInvestDay,
  type FixedInvestBacktestLeg,
} from '@jijin/core/trade';
import { fundBrief } from '../../domain/serializers';
import { bad } from '../../http/errors';
import { paginate, type Req } from '../../http/registry';
import { isoOf } from '../../market/calendar';
import { minimums, quoteBuy } from '../../market/fees';
import { fmtScaled } from '../../market/market';

type Schemas = components['schemas'];

/** How the backtest's figures are computed, shown with them. */
export const BACKTEST_NOTE =
  '按基金真实净值回测，分红按再投资计算：各扣款日净值为以结束日单位净值为基准的复权净值；扣款日遇非交易日顺延至下一交易日；买入份额 =（扣款金额 − 申购费）÷ 当日复权净值，申购费按本平台费率计算。历史回测不代表未来收益。';

/** Why the fund radio has no programme, shown as its empty state. */
export const FM_RADIO_NOTICE =
  '暂无节目：本环境没有接入基金电台的音频节目来源，因此不展示任何节目，也不会虚构节目。';

const leg = (l: FixedInvestBacktestLeg): Schemas['FixedInvestBacktestLeg'] => ({
  ...l,
  return_percent: l.return_percent === null ? null : Number(l.return_percent),
});

/**
 * GET /promotion/fixed_invest/backtest/: the plan's deduction dates between `start_date` and
 * `end_date` (default: the NAV date) from the trading calendar, each priced at the fund's real
 * unit NAV of that date (the last one before it when the series has none that day), the fee by
 * the sandbox's purchase-fee rule, valued at the NAV of `end_date`; and the same total at once.
 * @throws 400 `errors.symbol` for an unknown fund, a money fund or a fund without a NAV series;
 *   `errors.amount` below the fund's 定投 minimum or above its maximum; `errors.trade_day` for a
 *   day outside 1-28 / 1-5; `errors.start_date` / `errors.end_date` for a window outside the data
 *   or without a deduction.
 */
export function fixedInvestBacktest(
  req: Req<'GET /promotion/fixed_invest/backtest/'>,
): Schemas['FixedInvestBacktest'] {
  const { ctx, query } = req;
  const f = ctx.fundOr404(query.symbol, 400, 'symbol');
  if (f.isMoney) throw bad('symbol', '货币基金按每日收益计息，不适用净值定投回测，请选择其他基金');
  const series = f.series;
  if (!series || series.days.length < 2)
    throw bad('symbol', '该基金没有历史净值数据，无法回测，请选择其他基金');
  const amount = new Decimal(String(query.amount));
  const limits = minimums(f);
  if (amount.lte(0)) throw bad('amount', TRADE_MESSAGES.amountInvalid);
  if (amount.lt(limits.amount_fixed_min))
    throw bad(
      'amount',
      formatMessage(TRADE_MESSAGES.fixedMin, {
        n: formatAmountForMessage(limits.amount_fixed_min),
      }),
    );
  if (amount.gt(limits.amount_fixed_max))
    throw bad(
      'amount',
      formatMessage(TRADE_MESSAGES.fixedMax, {
        n: formatAmountForMessage(limits.amount_fixed_max),
      }),
    );
  const periodUnit = query.period_unit as 0 | 1;
  const tradeDay = Number(query.trade_day);
  if (!isValidFixedInvestDay(periodUnit, tradeDay))
    throw bad(
      'trade_day',
      periodUnit === 1 ? TRADE_MESSAGES.fixedWeeklyDay : TRADE_MESSAGES.fixedMonthlyDay,
    );
  const navDate = ctx.navDate();
  const first = isoOf(series.days[0]!);
  const start = String(query.start_date);
  const end = query.end_date === undefined ? navDate : String(query.end_date);
  if (end > navDate) throw bad('end_date', `结束日期不能晚于最新净值日期${navDate}`);
  if (start < first) throw bad('start_date', `开始日期不能早于该基金最早的净值日期${first}`);
  if (start >= end) throw bad('start_date', '开始日期需早于结束日期');
  const dates = fixedInvestScheduleDates({
    period_unit: periodUnit,
    trade_day: tradeDay,
    from: start,
    to: end,
    calendar: (d) => ctx.market.calendar.isTradingDay(d),
  });
  if (!dates.length) throw bad('start_date', '所选区间内没有扣款日，请提前开始日期');
  // dividends reinvested: each deduction's NAV is the total-return NAV scaled to the end date's
  // unit NAV (前复权), so units bought earlier carry the distributions paid since
  const endUnit = ctx.market.navOn(f, end).nav / 10000; // priced: the series is checked above
  const scale = endUnit / ctx.market.trOn(f, end);
  const adjusted = (date: string) =>
    new Decimal(ctx.market.trOn(f, date) * scale)
      .toDecimalPlaces(4, Decimal.ROUND_HALF_UP)
      .toFixed(4);
  const r = backtestFixedInvestment({
    amount: amount.toString(),
    deductions: dates.map((date) => ({ date, nav: adjusted(date) })),
    endNav: fmtScaled(ctx.market.navOn(f, end).nav, 4),
    // core's Decimal (decimal.js-light) to the sandbox's decimal.js through its text
    fee: (a) => quoteBuy(f, a.toString()).fare,
  });
  return {
    fund: fundBrief(ctx, f),
    amount: amount.toString(),
    period_unit: periodUnit,
    trade_day: tradeDay,
    start_date: start,
    end_date: end,
    end_nav: fmtScaled(ctx.market.navOn(f, end).nav, 4),
    fare_ratio: quoteBuy(f, amount).fare_ratio_real,
    periods: r.periods,
    fixed: leg(r.fixed),
    lump: leg(r.lump),
    records: r.records,
    note: BACKTEST_NOTE,
  };
}

/** GET /promotion/fm_radio/programs/: no programme source exists, so an empty page and why. */
export function fmRadioPrograms(
  req: Req<'GET /promotion/fm_radio/programs/'>,
): Schemas['FmRadioProgramPage'] {
  return {
    ...paginate<Schemas['FmRadioProgram']>([], req.query.page ?? 1, req.query.page_size ?? 20),
    notice: FM_RADIO_NOTICE,
  };
}
