import { formatBigNumber, formatMoney, formatPercent, percentColor, type ColorToken } from '@jijin/core';
import type { HTMLAttributes } from 'react';

const COLOR: Record<ColorToken, string> = {
  red: 'var(--jj-up, #e93030)',
  green: 'var(--jj-down, #14a35b)',
  blue: 'var(--jj-blue, #1677ff)',
  orange: 'var(--jj-orange, #ff8f1f)',
  grey: 'var(--jj-grey, #999)',
  light: 'var(--jj-text-weak, #999)',
  default: 'var(--jj-text, #333)',
};

/** CSS colour of one of core's colour tokens (red up, green down). */
export function tokenColor(token: ColorToken): string {
  return COLOR[token];
}

/** A signed percent in % units, red up / green down (core's formatPercent). */
export function Pct({ value, ...rest }: { value: number | string | null | undefined } & HTMLAttributes<HTMLSpanElement>) {
  const p = formatPercent(value ?? null);
  return (
    <span {...rest} style={{ color: tokenColor(p.color), ...rest.style }}>
      {p.text}
    </span>
  );
}

/** Money in yuan, 2 decimals with grouping; `signed` colours it red/green with a + sign. */
export function Yuan({
  value,
  signed,
  big,
  ...rest
}: { value: string | number | null | undefined; signed?: boolean; big?: boolean } & HTMLAttributes<HTMLSpanElement>) {
  const text = big ? formatBigNumber(value ?? null) : formatMoney(value ?? null, { grouping: true });
  if (!signed) return <span {...rest}>{text}</span>;
  const color = percentColor(value ?? null);
  const plus = color === 'red' ? '+' : '';
  return (
    <span {...rest} style={{ color: tokenColor(color), ...rest.style }}>
      {plus}
      {text}
    </span>
  );
}
