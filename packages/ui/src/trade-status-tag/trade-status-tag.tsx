import { tradeStatusColor, tradeStatusText } from '@jijin/core';
import type { HTMLAttributes } from 'react';
import { colorTokenVar } from '../utils/color-token';
import { cx } from '../utils/cx';
import '../styles/tag.css';

export interface TradeStatusTagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The record's `status` (0-14, spec 001 §4). */
  status: number | null | undefined;
  /** The record's `direction` (decides the text of status 0). */
  direction?: number | null;
  /** The traded fund is bao (status 0 of a buy reads 待支付). */
  isBao?: boolean;
}

/**
 * A trade status label from core's trade-status table: orange in progress, blue success,
 * light for failures (spec 001 §4).
 */
export function TradeStatusTag({
  status,
  direction,
  isBao,
  className,
  style,
  ...rest
}: TradeStatusTagProps) {
  const text = tradeStatusText(status, { direction, is_bao: isBao });
  const color = tradeStatusColor(status);
  if (!text) return null;
  return (
    <span
      {...rest}
      className={cx('jj-tag', className)}
      data-color={color}
      style={{ color: colorTokenVar(color), ...style }}
    >
      {text}
    </span>
  );
}
