import { formatDate } from '@jijin/core';
import { DEFAULT_PORTFOLIO_INVESTMENT_RISK } from '@jijin/core/constants';
import { appPaths } from '../../app/routes/index';
import { ListRows, PercentText, RiskLevelBadge } from '@jijin/ui';
import type { ReactNode } from 'react';
import type { Schemas } from '../../app/api-types';
import { ExampleTag } from '../../shared/blocks';
import { ListRowLink } from '../../shared/list-row-link';
import s from './portfolio-card.module.css';

type Portfolio = Schemas['Portfolio'];

/**
 * A portfolio in a list (a cell of ui's `ListRow`, opening /p/{id}): its name, risk level and
 * maximum drawdown, the recommended return (近一年 or 成立以来 as the sandbox labels it, red up /
 * green down) with its NAV date.
 */
export function PortfolioCard({ p }: { p: Portfolio }) {
  const asOf = p.net_value_date ? `（${formatDate(p.net_value_date, 'MM-DD')}）` : '';
  return (
    <ListRowLink
      to={appPaths.portfolioDetail(p.id)}
      title={
        <>
          {p.name}
          {p.is_example && <ExampleTag />}
        </>
      }
      description={
        <>
          <RiskLevelBadge
            level={p.investment_risk ?? DEFAULT_PORTFOLIO_INVESTMENT_RISK}
            kind="portfolio"
          />{' '}
          最大回撤 <PercentText value={p.max_drawdown ?? null} sign={false} colored={false} />
          {p.recommend_reason && <span className={s.reason}>{p.recommend_reason}</span>}
        </>
      }
      extra={
        <>
          <PercentText value={p.recommend_percent_value ?? null} />
          <span className={s.asOf}>
            {p.recommend_percent_display ?? ''}
            {asOf}
          </span>
        </>
      }
    />
  );
}

/** Portfolios as list cells ({@link PortfolioCard}), flush inside a card section. */
export function PortfolioRows({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ListRows label={label} flush>
      {children}
    </ListRows>
  );
}
