import { DEFAULT_PORTFOLIO_INVESTMENT_RISK } from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { PercentText, RiskLevelBadge } from '@jijin/ui';
import type { Schemas } from '../../app/api-types';
import { ExampleTag, Row } from '../../shared/blocks';
import { isExample } from './portfolio-parts';

/** A portfolio in a list: name, risk, the recommended return; opens /p/{id}. */
export function PortfolioCard({ p }: { p: Schemas['Portfolio'] }) {
  return (
    <Row
      to={appPaths.portfolioDetail(p.id)}
      label={`${p.name} ${p.recommend_percent_display ?? ''}`}
      name={
        <>
          {p.name}
          {isExample(p) && <ExampleTag />}
        </>
      }
      sub={
        <>
          <RiskLevelBadge
            level={p.investment_risk ?? DEFAULT_PORTFOLIO_INVESTMENT_RISK}
            kind="portfolio"
          />{' '}
          {p.recommend_reason ?? ''}
        </>
      }
      side={
        <>
          <PercentText value={p.recommend_percent_value ?? null} />
          <div>{p.recommend_percent_display}</div>
        </>
      }
    />
  );
}
