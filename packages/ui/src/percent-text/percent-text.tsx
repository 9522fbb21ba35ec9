import { formatPercent } from '@jijin/core';
import type { HTMLAttributes } from 'react';
import { colorTokenVar } from '../utils/color-token';
import { cx } from '../utils/cx';

export interface PercentTextProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The value in percent units: 1.23 means 1.23%. Number or decimal string; null shows --. */
  value: number | string | null | undefined;
  /** Decimal places. Default 2. */
  digits?: number;
  /** Write + on positives. Default true. */
  sign?: boolean;
  /** Colour by sign (red up, green down). Default true. */
  colored?: boolean;
  /** Text for a missing value. Default -- */
  empty?: string;
}

/**
 * A percent change with sign and colour: positive red (`--jj-up`), negative green
 * (`--jj-down`), zero neutral. Text and colour come from core's `formatPercent`.
 */
export function PercentText({
  value,
  digits = 2,
  sign = true,
  colored = true,
  empty,
  className,
  style,
  ...rest
}: PercentTextProps) {
  const { text, color } = formatPercent(value, { digits, sign, empty });
  const trend = color === 'red' ? 'up' : color === 'green' ? 'down' : 'flat';
  return (
    <span
      {...rest}
      className={cx('jj-percent', colored && `jj-${trend}`, className)}
      data-trend={trend}
      style={
        colored
          ? { color: colorTokenVar(color === 'default' ? 'default' : color), ...style }
          : style
      }
    >
      {text}
    </span>
  );
}
