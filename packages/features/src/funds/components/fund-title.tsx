import { SYMBOL_STYPES, statusLabel } from '@jijin/core';
import { RiskLevelBadge } from '@jijin/ui';
import type { Fund, FundBrief } from '@jijin/core';

/** A fund's name line: 华夏成长混合 000001 · 混合型 · 中风险（R3）. */
export function FundTitle({ fund }: { fund: Fund | FundBrief }) {
  const stype = statusLabel(SYMBOL_STYPES, fund.symbol_stype);
  return (
    <div className="jj-fund-title">
      <div className="jj-fund-title__name">{fund.abbr_name}</div>
      <div className="jj-fund-title__meta">
        <span>{fund.symbol}</span>
        {stype && <span>{stype}</span>}
        {fund.investment_risk ? <RiskLevelBadge level={fund.investment_risk} /> : null}
      </div>
    </div>
  );
}
