import { formatMoney } from '@jijin/core';
import { percentColor } from '@jijin/core/status';
import type { HTMLAttributes, ReactNode } from 'react';
import { colorTokenVar } from '../utils/color-token';
import { cx } from '../utils/cx';

export interface MoneyTextProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Amount in yuan (number or decimal string); null shows --. */
  value: number | string | null | undefined;
  /** Thousands separators. Default true. */
  grouping?: boolean;
  /** Unit after the amount. Default none; pass 元 where the label does not say it. */
  unit?: ReactNode;
  /** Colour by sign and write + on positives (income, profit). Default false. */
  signed?: boolean;
}

/** Money in yuan with 2 decimals (core's decimal `formatMoney`), optionally signed and coloured. */
export function MoneyText({
  value,
  grouping = true,
  unit,
  signed = false,
  className,
  style,
  ...rest
}: MoneyTextProps) {
  const text = formatMoney(value, { grouping });
  const color = signed ? percentColor(value) : 'default';
  const plus = signed && color === 'red' ? '+' : '';
  return (
    <span
      {...rest}
      className={cx('jj-money', className)}
      style={signed ? { color: colorTokenVar(color), ...style } : style}
    >
      {plus}
      {text}
      {unit && text !== '--' ? unit : null}
    </span>
  );
}
