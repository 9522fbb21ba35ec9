import { formatBigNumber } from '@jijin/core';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../utils/cx';

export interface BigNumberProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** A count or an amount in yuan; null shows --. */
  value: number | string | null | undefined;
  /** Decimal places of the scaled value. Default 2. */
  digits?: number;
  /** Unit after the number, e.g. 元 or 人. */
  unit?: ReactNode;
  /** Drop trailing zeros (5.00万 -> 5万). Default false. */
  trimZeros?: boolean;
}

/** Trims trailing decimal zeros of a formatted number, keeping its 万/亿 suffix. */
export function trimDecimalZeros(text: string): string {
  return text.replace(/(\.\d*?)0+(?=[万亿]?$)/, '$1').replace(/\.(?=[万亿]?$)/, '');
}

/** A large number written with 万 and 亿 (core's `formatBigNumber`): 12345 -> 1.23万. */
export function BigNumber({
  value,
  digits = 2,
  unit,
  trimZeros = false,
  className,
  ...rest
}: BigNumberProps) {
  const text = formatBigNumber(value, { digits });
  return (
    <span {...rest} className={cx('jj-big-number', className)}>
      {trimZeros ? trimDecimalZeros(text) : text}
      {unit && text !== '--' ? unit : null}
    </span>
  );
}
