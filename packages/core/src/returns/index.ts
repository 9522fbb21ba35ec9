/**
 * `@jijin/core/returns` — my returns: per-holding cost and return, redemption-fee tiers and sell
 * estimates, the daily P&L series and 收益日历, TWR and XIRR with excess over a benchmark,
 * look-through and top-10 overlap. Pure calculators; money exact (decimal.js-light). See
 * packages/core/README.md "Returns".
 * @packageDocumentation
 */
export type { Amount, FeeRung, HoldingEvent, IsoDate, SeriesPoint } from './types';
export {
  advanceHolding,
  computeHolding,
  effectiveDate,
  holdingFigures,
  openHolding,
  orderEvents,
} from './holding';
export type { HoldingFigures, HoldingInput, HoldingLot, HoldingState } from './holding';
export { feeTierOn } from './fee-tier';
export type { FeeTierToday } from './fee-tier';
export { estimateSell, sharesFraction } from './sell-estimate';
export type { SellEstimate, SellLotPart } from './sell-estimate';
export { estimateSwitch } from './switch-estimate';
export type { SwitchEstimate } from './switch-estimate';
export { dailySeries, monthCalendar } from './daily-pnl';
export type { CalendarDay, DailyPoint, FundTrack } from './daily-pnl';
export { cumulativeTwr, timeWeightedReturn } from './twr';
export { externalFlows, xirr } from './xirr';
export type { CashFlow, XirrResult } from './xirr';
export { benchmarkReturn, excessOverBenchmark } from './benchmark';
export { lookThrough, topTenOverlap } from './look-through';
export type {
  ExposureRow,
  HeldFundReport,
  LookThrough,
  Overlap,
  ReportedStock,
} from './look-through';
// The exact decimal its figures are (declared in src/decimal.ts).
export type { Decimal } from '../decimal';
