import { SYMBOL_STYPES, statusLabel } from '@jijin/core/status';
import { RiskLevelBadge } from '@jijin/ui';
import type { Fund, FundBrief } from '@jijin/core/api';
import styles from '../funds.module.css';

/** A fund's name line: 华夏成长混合 000001 · 混合型 · 中风险（R3）. */
export function FundTitle({ fund }: { fund: Fund | FundBrief }) {
  const stype = statusLabel(SYMBOL_STYPES, fund.symbol_stype);
  return (
    <div>
      <div className={styles.fundTitleName}>{fund.abbr_name}</div>
      <div className={styles.fundTitleMeta}>
        <span>{fund.symbol}</span>
        {stype && <span>{stype}</span>}
        {fund.investment_risk ? <RiskLevelBadge level={fund.investment_risk} /> : null}
      </div>
    </div>
  );
}
