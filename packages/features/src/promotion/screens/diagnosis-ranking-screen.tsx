import { statusLabel, SYMBOL_STYPES } from '@jijin/core/status';
import { appPaths } from '../../app/routes/index';
import { FundScoreBadge } from '@jijin/ui';
import { useSearchParams } from 'react-router-dom';
import type { ApiData } from '../../app/api-types';
import { Page } from '../../app/page';
import { Note, PagedRow } from '../../shared/blocks';
import { ListRowLink } from '../../shared/list-row-link';
import { PagedList } from '../../shared/paged-list';
import { useListDiagnosisRankingPagesInfiniteQuery } from '../../promotion/api';
import s from './landing.module.css';

type RankItem = ApiData<'/symbols/funds/analyse_ranking/', 'get'>['results'][number];
const bySymbol = (r: RankItem) => r.fund.symbol;

/** The type tabs: all, then the fund types that have scored funds (symbol_stype, spec 001 §3). */
export const RANKING_TYPES = ['all', '300', '301', '302', '303', '305', '310'] as const;

const typeLabel = (t: string) => (t === 'all' ? '全部' : statusLabel(SYMBOL_STYPES, Number(t)));

/**
 * /promotion/activity/diagnosis/recommend (spec 001 §2 Promotion): funds ranked by their real
 * diagnosis score (GET /symbols/funds/analyse_ranking/), by type, 20 a page; each opens the
 * activity's diagnosis of the fund.
 */
export function DiagnosisRankingScreen() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('type') ?? 'all';
  const type = (RANKING_TYPES as readonly string[]).includes(asked) ? asked : 'all';
  const query = useListDiagnosisRankingPagesInfiniteQuery({ type, page_size: 20 });
  return (
    <Page title="高分基金榜">
      <div className={s.tabs} role="group" aria-label="基金类型">
        {RANKING_TYPES.map((t) => (
          <button
            key={t}
            type="button"
            aria-pressed={t === type}
            className={`${s.tab} ${t === type ? s.tabActive : ''}`}
            onClick={() => setParams(t === 'all' ? {} : { type: t }, { replace: true })}
          >
            {typeLabel(t)}
          </button>
        ))}
      </div>
      <Note>
        按诊断综合评分排名，评分由基金真实净值计算（近3年收益、回撤、波动、超额收益与持有体验），不构成投资建议。
      </Note>
      <PagedList
        query={query}
        keyOf={bySymbol}
        label={`${typeLabel(type)}基金诊断评分排名`}
        emptyText="暂无有评分的基金"
        itemKey={(r) => r.fund.symbol}
        render={(r) => (
          <PagedRow>
            <ListRowLink
              to={appPaths.promotionDiagnosisActivityDetail(r.fund.symbol)}
              prefix={<span className={s.rank}>{r.rank}</span>}
              title={r.fund.abbr_name}
              description={r.fund.symbol}
              extra={<FundScoreBadge score={r.score} />}
            />
          </PagedRow>
        )}
      />
    </Page>
  );
}

export default DiagnosisRankingScreen;
