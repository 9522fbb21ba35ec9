import {
  FUND_RISK_LEVELS,
  PORTFOLIO_RISK_LEVELS,
  findStatus,
  portfolioRiskLevel,
} from '@jijin/core/status';
import type { HTMLAttributes } from 'react';
import { cx } from '../utils/cx';
import '../styles/tag.css';

export interface RiskLevelBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The product's `investment_risk`. Funds: 1-5; portfolios: 0-5 or 100-102. */
  level: number | null | undefined;
  /** Which table the level belongs to. Default fund. */
  kind?: 'fund' | 'portfolio';
  /** Show R1-R5 before the label (funds). Default true. */
  withCode?: boolean;
}

/**
 * Colour per 1-5 level, low to high: blue, cyan-blue, orange, orange-red, red — shades that keep
 * the label at WCAG AA contrast (>= 4.5:1) on the card and page backgrounds of the light and the
 * dark theme (theme.css `--jj-risk-*`, `--jj-blue`, `--jj-orange`, `--jj-up`).
 */
const LEVEL_COLORS = [
  '',
  'var(--jj-blue)',
  'var(--jj-risk-2)',
  'var(--jj-orange)',
  'var(--jj-risk-4)',
  'var(--jj-up)',
] as const;

/** A product risk level from core's tables: 低风险 … 高风险 (spec 001 §3, §9). */
export function RiskLevelBadge({
  level,
  kind = 'fund',
  withCode = true,
  className,
  style,
  ...rest
}: RiskLevelBadgeProps) {
  let label: string;
  let n: number;
  if (kind === 'portfolio') {
    const entry = findStatus(PORTFOLIO_RISK_LEVELS, level);
    label = entry?.label ?? '未知';
    n = portfolioRiskLevel(level);
  } else {
    const entry = findStatus(FUND_RISK_LEVELS, level);
    label = entry ? (withCode ? `${entry.short} ${entry.label}` : entry.label) : '未知';
    n = entry?.code ?? 0;
  }
  return (
    <span
      {...rest}
      className={cx('jj-tag', 'jj-risk', className)}
      data-level={n}
      style={{ color: LEVEL_COLORS[n] || 'var(--jj-grey)', ...style }}
    >
      {label}
    </span>
  );
}
