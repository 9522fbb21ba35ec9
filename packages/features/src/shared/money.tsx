import { formatMoney, percentColor, type ColorToken } from '@jijin/core';
import type { HTMLAttributes } from 'react';

/** The CSS class of a colour token: red up, green down (DESIGN.md conventions). */
export function colorClass(color: ColorToken): string | undefined {
  if (color === 'red') return 'jj-up';
  if (color === 'green') return 'jj-down';
  return undefined;
}

/** Props of {@link Money}. */
export interface MoneyProps extends HTMLAttributes<HTMLSpanElement> {
  /** Yuan as the API's decimal string (or null when unknown). */
  value: string | number | null | undefined;
  /** Colour by sign: positive red, negative green (income, profit). */
  signed?: boolean;
  /** Thousands separators (default true). */
  grouping?: boolean;
}

/** Money in yuan with 2 decimals (decimal arithmetic in core); `signed` adds + and red/green. */
export function Money({ value, signed, grouping = true, className, ...rest }: MoneyProps) {
  const text = formatMoney(value, { grouping });
  const color = signed ? percentColor(value ?? null) : 'default';
  const plus = signed && color === 'red' ? '+' : '';
  return (
    <span {...rest} className={[colorClass(color), className].filter(Boolean).join(' ') || undefined}>
      {plus}
      {text}
    </span>
  );
}
