import Decimal from 'decimal.js';
import { STYPE, type Fund } from './market';
import { q, mul, add, sub, div, fixed } from './exact';
import { realFeesOf } from './real-fees';

/**
 * Fee schedules. Where `seed/fees.json` has a fund's real figures (operating fees, redemption
 * ladder) they are used; every other part is the standard public-fund template by type, and
 * {@link feeExampleParts} names it so the fee page can say 示例费率 (README "Fees"):
 * - front-end purchase fee tiers (A class): equity/hybrid/QDII/FOF 1.50% / 1.00% / 1,000 yuan per
 *   trade; index 1.20% / 0.80% / 1,000; bond 0.80% / 0.50% / 1,000; money and C class 0.
 *   Tiers: below 1,000,000 yuan; 1,000,000 to 5,000,000; 5,000,000 and above (fixed fee).
 * - platform discount on rate tiers: 1折 (0.1); the fixed per-trade fee is not discounted.
 * - redemption by holding period: under 7 days 1.50% (law); equity-like under 1 year 0.50%,
 *   1-2 years 0.25%, then 0; bond under 30 days 0.10%, then 0; C class 0 from 7 days (30 for
 *   equity-like C: 0.50% until 30 days); money 0.
 */
export interface FeeTier {
  /** Lower bound (yuan, inclusive). */
  min: string;
  /** Upper bound (yuan, exclusive) or null. */
  max: string | null;
  /** Rate as a decimal fraction string ("0.015") or null for a fixed fee. */
  rate: string | null;
  /** Fixed fee in yuan, when rate is null. */
  fixed: string | null;
}
export interface SellTier {
  /** Holding days lower bound (inclusive). */
  min_days: number;
  max_days: number | null;
  rate: string;
}

/** Platform discount on purchase fee rates: 1折. */
export const BUY_DISCOUNT = '0.1';

export function buyTiers(f: Fund): FeeTier[] {
  if (f.isMoney || f.shareClass === 'C') return [{ min: '0', max: null, rate: '0', fixed: null }];
  const [r1, r2] =
    f.stype === STYPE.bond
      ? ['0.008', '0.005']
      : f.stype === STYPE.index
        ? ['0.012', '0.008']
        : ['0.015', '0.010'];
  return [
    { min: '0', max: '1000000', rate: r1, fixed: null },
    { min: '1000000', max: '5000000', rate: r2, fixed: null },
    { min: '5000000', max: null, rate: null, fixed: '1000' },
  ];
}

export function sellTiers(f: Fund): SellTier[] {
  const real = realFeesOf(f.code)?.sell;
  if (real?.length)
    return real.map((t) => ({
      min_days: t.min_days,
      max_days: t.max_days,
      rate: new Decimal(t.rate_pct).div(100).toString(),
    }));
  if (f.isMoney) return [{ min_days: 0, max_days: null, rate: '0' }];
  if (f.stype === STYPE.bond)
    return [
      { min_days: 0, max_days: 7, rate: '0.015' },
      { min_days: 7, max_days: 30, rate: f.shareClass === 'C' ? '0' : '0.001' },
      { min_days: 30, max_days: null, rate: '0' },
    ];
  if (f.shareClass === 'C')
    return [
      { min_days: 0, max_days: 7, rate: '0.015' },
      { min_days: 7, max_days: 30, rate: '0.005' },
      { min_days: 30, max_days: null, rate: '0' },
    ];
  return [
    { min_days: 0, max_days: 7, rate: '0.015' },
    { min_days: 7, max_days: 365, rate: '0.005' },
    { min_days: 365, max_days: 730, rate: '0.0025' },
    { min_days: 730, max_days: null, rate: '0' },
  ];
}

/** Annual operating fees (%, strings): management, custody, sales service — real where known. */
export function annualFees(f: Fund): { manage: string; trusteeship: string; service: string } {
  const t = templateAnnualFees(f);
  const real = realFeesOf(f.code);
  return {
    manage: real?.manage ?? t.manage,
    trusteeship: real?.trusteeship ?? t.trusteeship,
    service: real?.service ?? t.service,
  };
}

/** The parts of a fund's fee facts that come from templates, not from the reference data. */
export type FeeExamplePart =
  'buy' | 'subscribe' | 'sell' | 'manage' | 'trusteeship' | 'service' | 'customer_maintenance';

/**
 * Which fee facts of `f` are templates (the fee page tags them 示例费率): purchase and
 * subscription tiers and the customer-maintenance fee always (no source has them); the
 * redemption ladder and each operating fee unless `seed/fees.json` has it.
 */
export function feeExampleParts(f: Fund): FeeExamplePart[] {
  const real = realFeesOf(f.code);
  const parts: FeeExamplePart[] = ['buy', 'subscribe'];
  if (!real?.sell?.length) parts.push('sell');
  if (real?.manage == null) parts.push('manage');
  if (real?.trusteeship == null) parts.push('trusteeship');
  if (real?.service == null) parts.push('service');
  parts.push('customer_maintenance');
  return parts;
}

/** The template operating fees by type and share class (%, strings). */
function templateAnnualFees(f: Fund): { manage: string; trusteeship: string; service: string } {
  const service = f.shareClass === 'C' ? (f.stype === STYPE.bond ? '0.30' : '0.40') : '0.00';
  if (f.isMoney) return { manage: '0.15', trusteeship: '0.05', service: '0.25' };
  if (f.stype === STYPE.bond) return { manage: '0.30', trusteeship: '0.10', service };
  if (f.stype === STYPE.index) return { manage: '0.50', trusteeship: '0.10', service };
  if (f.stype === STYPE.fof) return { manage: '0.60', trusteeship: '0.15', service };
  return { manage: '1.20', trusteeship: '0.20', service };
}

export interface BuyQuote {
  /** The tier's original rate (fraction) or null when fixed. */
  fare_ratio: string;
  /** Discount multiplier applied ("0.1" = 1折; "1" none). */
  discount_rate: string;
  /** Effective rate after discount (fraction). */
  fare_ratio_real: string;
  /** Fee in yuan, 2 decimals. */
  fare: string;
  /** Fee without discount, yuan. */
  fare_original: string;
  /** Net amount invested (amount - fare), yuan. */
  amount_net: string;
}

/**
 * Front-end purchase fee of `amount` yuan: net = amount / (1 + rate), fee = amount - net
 * (the CSRC "净额法"), rounded half-up to 0.01 yuan; a fixed-fee tier charges that fee.
 */
export function quoteBuy(f: Fund, amount: Decimal.Value): BuyQuote {
  const a = new Decimal(amount);
  const tier = buyTiers(f).find((t) => a.gte(t.min) && (t.max === null || a.lt(t.max)))!;
  if (tier.rate === null) {
    const fare = Decimal.min(new Decimal(tier.fixed!), a);
    return {
      fare_ratio: '0',
      discount_rate: '1',
      fare_ratio_real: '0',
      fare: fare.toFixed(2),
      fare_original: fare.toFixed(2),
      amount_net: a.minus(fare).toFixed(2),
    };
  }
  const rate = new Decimal(tier.rate);
  const disc = rate.isZero() ? new Decimal(1) : new Decimal(BUY_DISCOUNT);
  const real = rate.times(disc);
  // fee = amount - amount / (1 + r) = amount * r / (1 + r), exact, rounded half-up to 0.01
  const qa = q(a.toFixed(2));
  const feeOf = (r: Decimal) => {
    const qr = q(r.toFixed());
    return fixed(div(mul(qa, qr), add(q(1), qr)), 2);
  };
  const fare = feeOf(real);
  return {
    fare_ratio: rate.toString(),
    discount_rate: disc.toString(),
    fare_ratio_real: real.toString(),
    fare,
    fare_original: feeOf(rate),
    amount_net: fixed(sub(qa, q(fare)), 2),
  };
}

/** Shares bought: net amount / NAV, rounded half-up to 2 decimals (exact). */
export function sharesFor(amountNet: Decimal.Value, nav: Decimal.Value): string {
  return fixed(div(q(new Decimal(amountNet).toFixed()), q(new Decimal(nav).toFixed())), 2);
}

/** Redemption rate for a lot held `days` calendar days. */
export function sellRate(f: Fund, days: number): string {
  return sellTiers(f).find((t) => days >= t.min_days && (t.max_days === null || days < t.max_days))!
    .rate;
}

/**
 * Limits of a fund order (yuan / shares): minimums, the fixed-investment range, and the buy
 * maximum `amount_max_buy` (null: none; the fund data carry no maximum), as served on the fund
 * and enforced on the order.
 */
export function minimums(f: Fund): {
  amount_min_buy: string;
  amount_max_buy: string | null;
  amount_subscribe_min: string;
  amount_fixed_min: string;
  amount_fixed_max: string;
  shares_min_sell: string;
  shares_min: string;
} {
  if (f.isMoney)
    return {
      amount_min_buy: '0.01',
      amount_max_buy: null,
      amount_subscribe_min: '0.01',
      amount_fixed_min: '10.00',
      amount_fixed_max: '50000.00',
      shares_min_sell: '0.01',
      shares_min: '0.00',
    };
  return {
    amount_min_buy: '10.00',
    amount_max_buy: null,
    amount_subscribe_min: '10.00',
    amount_fixed_min: '10.00',
    amount_fixed_max: '50000.00',
    shares_min_sell: '1.00',
    shares_min: '1.00',
  };
}
