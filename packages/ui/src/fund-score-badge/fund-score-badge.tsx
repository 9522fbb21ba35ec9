import { fundScoreColor } from '@jijin/core/status';
import type { HTMLAttributes } from 'react';
import { colorTokenVar } from '../utils/color-token';
import { cx } from '../utils/cx';
import './fund-score-badge.css';

export interface FundScoreBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Diagnosis score 0-100; missing shows --. */
  score: number | string | null | undefined;
  /** Show 分 after the number. Default true. */
  withUnit?: boolean;
}

/**
 * A fund diagnosis score: 90 and above red, 60 and above blue, missing grey, otherwise green
 * (spec 001 §9; colour from core's `fundScoreColor`).
 */
export function FundScoreBadge({
  score,
  withUnit = true,
  className,
  style,
  ...rest
}: FundScoreBadgeProps) {
  const color = fundScoreColor(score);
  const missing = color === 'grey';
  const text = missing ? '--' : String(Math.round(Number(score)));
  return (
    <span
      role="img"
      aria-label={missing ? '暂无评分' : `评分${text}分`}
      {...rest}
      className={cx('jj-score', className)}
      data-color={color}
      style={{ color: colorTokenVar(color), borderColor: colorTokenVar(color), ...style }}
    >
      <span aria-hidden="true">
        {text}
        {withUnit && !missing && <small>分</small>}
      </span>
    </span>
  );
}
