import { parseDecimal, type DecimalInput } from '@jijin/core';

/** The quick amounts the buy screen offers, in yuan, smallest first. */
export const BUY_QUICK_AMOUNTS = ['1000', '5000', '10000'] as const;

/** Limits the quick amounts must respect (yuan; null, missing or 0 means no limit). */
export interface QuickAmountLimits {
  /** The fund's minimum for this buy (amount_min_buy, or amount_subscribe_min when subscribing). */
  min?: DecimalInput | null;
  /** The fund's maximum for this buy (amount_max_buy / amount_subscribe_max). */
  max?: DecimalInput | null;
  /** The paying card's single limit (bank.single_limit). */
  cardLimit?: DecimalInput | null;
}

/** A quick amount: the value for the input (yuan) and its chip label (万 from 10,000). */
export interface QuickAmount {
  value: string;
  label: string;
}

const positive = (v: DecimalInput | null | undefined) => {
  const d = parseDecimal(v ?? null);
  return d && d.gt(0) ? d : null;
};

/**
 * The quick amounts that the buy check would accept on their own: each of
 * {@link BUY_QUICK_AMOUNTS} not below the minimum, not above the maximum and not above the card's
 * single limit (the bounds of spec 001 §5 Fund buy amount). When none fits and the minimum itself
 * does, the minimum alone.
 * @returns e.g. `[{ value: '1000', label: '1000元' }, …, { value: '10000', label: '1万元' }]`
 */
export function buyQuickAmounts(limits: QuickAmountLimits): QuickAmount[] {
  const min = positive(limits.min);
  const caps = [positive(limits.max), positive(limits.cardLimit)].filter((d) => d !== null);
  const fits = (v: string) => (!min || !min.gt(v)) && caps.every((cap) => !cap.lt(v));
  let values: string[] = BUY_QUICK_AMOUNTS.filter(fits);
  if (values.length === 0 && min && fits(min.toFixed())) values = [min.toFixed()];
  return values.map((value) => ({ value, label: `${chipAmount(value)}元` }));
}

/** 1000 -> "1000", 10000 -> "1万", 15000 -> "1.5万" (exact, trailing zeros dropped). */
function chipAmount(value: string): string {
  const d = parseDecimal(value)!;
  return d.gte(10_000) ? `${d.div(10_000).toFixed()}万` : d.toFixed();
}
