import { formatDateTime } from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { EmptyState, ListRows } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { LoadState } from '../../shared/load-state';
import { usePortfoliosAdjustmentsQuery, useGetPortfolioQuery } from '../../portfolios/api';
import { Actions, Section, blocks as s } from '../../shared/blocks';
import { ListRowLink } from '../../shared/list-row-link';
import { useGetSettingsQuery } from '../../shared/api';

/** "A 40% → 50%" for each changed fund. */
export function changeText(a: Schemas['PositionAdjustment']): string {
  return a.positions
    .filter((x) => x.percent_before !== x.percent_after)
    .map((x) => `${x.abbr_name} ${x.percent_before}%→${x.percent_after}%`)
    .join('，');
}

/**
 * /portfolio/position_adjustments/ (?portfolio_id) and /p/{id}/position_history/: a portfolio's
 * position adjustments, newest first; its owner can start a new one.
 */
export function AdjustmentsScreen() {
  const [params] = useSearchParams();
  const { id } = useParams();
  const portfolioId = Number(id ?? params.get('portfolio_id')) || undefined;
  const q = usePortfoliosAdjustmentsQuery({
    ...(portfolioId ? { portfolio_id: portfolioId } : {}),
    page: 1,
  });
  const p = useGetPortfolioQuery({ id: portfolioId ?? 0 }, { skip: !portfolioId });
  const me = useGetSettingsQuery();
  const navigate = useNavigate();
  const owner = Boolean(p.data?.user && me.data && p.data.user.id === me.data.id);
  const rows: Schemas['PositionAdjustment'][] = q.data?.results ?? [];
  return (
    <Page title={id ? '调仓历史' : '调仓记录'}>
      {p.data && (
        <Section label="组合">
          <h2 className={s.title}>{p.data.name}</h2>
        </Section>
      )}
      <LoadState query={q}>
        {rows.length === 0 ? (
          <EmptyState description="暂无调仓记录" />
        ) : (
          <Section label="调仓记录">
            <ListRows label="调仓记录" flush>
              {rows.map((a) => (
                <ListRowLink
                  key={a.id}
                  to={appPaths.portfolioAdjustmentDetail(a.id)}
                  title={formatDateTime(a.created_at)}
                  description={changeText(a)}
                  extra={a.reason ? <span className={s.muted}>{a.reason}</span> : undefined}
                />
              ))}
            </ListRows>
          </Section>
        )}
      </LoadState>
      {owner && portfolioId && (
        <Actions>
          <Button
            block
            color="primary"
            size="large"
            onClick={() =>
              navigate(appPaths.portfolioAdjustmentCreate({ portfolio_id: portfolioId }))
            }
          >
            发起调仓
          </Button>
        </Actions>
      )}
      {!portfolioId && (
        <Actions>
          <Link className={s.link} to={appPaths.portfolioCreate()}>
            创建组合
          </Link>
        </Actions>
      )}
    </Page>
  );
}

export default AdjustmentsScreen;
