import { DETAILED_POSITIONS_PAGE_SIZE } from '../constants';
import { appPaths } from '../../app/routes/index';
import { ListRows, PercentText, RiskLevelBadge } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { LoadState } from '../../shared/load-state';
import { useGetPortfolioDetailedPositionsQuery } from '../../portfolios/api';
import { Section, blocks as s } from '../../shared/blocks';
import { ListRowLink } from '../../shared/list-row-link';

/** The detailed positions of a portfolio, 5 a page (spec 001 §2, §9); path /p/{id}/positions/. */
export function PositionsScreen() {
  const id = Number(useParams().id);
  const [page, setPage] = useState(1);
  const q = useGetPortfolioDetailedPositionsQuery({
    id,
    page,
    page_size: DETAILED_POSITIONS_PAGE_SIZE,
  });
  const rows: Schemas['Position'][] = q.data?.results ?? [];
  const total = q.data?.total_page ?? 1;
  return (
    <Page title="持仓明细">
      <LoadState query={q} empty={rows.length === 0}>
        <Section label="持仓明细">
          <ListRows label="持仓明细" flush>
            {rows.map((x) => (
              <ListRowLink
                key={x.symbol}
                to={appPaths.fundDetail(x.symbol)}
                title={`${x.abbr_name}（${x.symbol}）`}
                description={
                  <>
                    <RiskLevelBadge level={x.investment_risk} /> 净值 {x.net_value ?? '--'} 日涨跌{' '}
                    <PercentText value={x.percent_day ?? null} />
                  </>
                }
                extra={`${x.percent}%`}
              />
            ))}
          </ListRows>
        </Section>
        <div className={s.head} style={{ margin: '0 12px' }}>
          <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            上一页
          </Button>
          <span className={s.muted}>
            第{page}/{total}页
          </span>
          <Button size="small" disabled={page >= total} onClick={() => setPage(page + 1)}>
            下一页
          </Button>
        </div>
      </LoadState>
    </Page>
  );
}

export default PositionsScreen;
