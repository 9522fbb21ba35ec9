import { FUND_RISK_LEVELS, SYMBOL_STYPES, findStatus, statusLabel } from '@jijin/core';
import type { Fund, FundBrief } from '../../shared/fund-model';

/** 中风险 R3 — the fund risk level badge text (spec 001 §9 fund 1 low to 5 high). */
export function riskText(level: number | null | undefined): string {
  const e = findStatus(FUND_RISK_LEVELS, level);
  return e ? `${e.label}（${e.short}）` : '';
}

/** A fund's name line: 华夏成长混合 000001 · 混合型 · 中风险（R3）. */
export function FundTitle({ fund }: { fund: Fund | FundBrief }) {
  const stype = statusLabel(SYMBOL_STYPES, fund.symbol_stype);
  const risk = riskText(fund.investment_risk);
  return (
    <div className="jj-fund-title">
      <div className="jj-fund-title__name">{fund.abbr_name}</div>
      <div className="jj-fund-title__meta">
        <span>{fund.symbol}</span>
        {stype && <span>{stype}</span>}
        {risk && <span className="jj-risk-badge">{risk}</span>}
      </div>
    </div>
  );
}
