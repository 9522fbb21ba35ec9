import { appPaths } from '../../app/routes/index';
import { EmptyState } from '@jijin/ui';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { Note, Section, blocks } from '../../shared/blocks';
import { QueryState } from '../../shared/query-state';
import { useGetQuantAnalyseQuery, useGetQuantMaxFactorQuery } from '../api';
import { FactorList, InfluenceBadge, factorValueText } from '../components/factor-list';
import s from '../components/quant.module.css';
import { SeniorUnlock } from '../components/senior-unlock';

/** The factor categories of `?factor_category=` with their tab labels. */
export const CATEGORY_TABS = [
  { key: '', label: '全部' },
  { key: 'return', label: '收益' },
  { key: 'risk', label: '风险' },
  { key: 'style', label: '风格' },
] as const;

/**
 * /quant/{symbol}/analyse/?factor_category= (spec 001 §2, §3 Quant factor): the fund's factors
 * with their type and price influence, computed by the sandbox from the fund's real NAV and
 * holdings (methods shown per factor); senior factors locked until the members' service is
 * subscribed. A fund without the data shows the empty state.
 */
export function AnalyseScreen() {
  const { symbol = '' } = useParams();
  const [params] = useSearchParams();
  const category = params.get('factor_category') ?? '';
  const q = useGetQuantAnalyseQuery({ symbol, factor_category: category || undefined });
  const max = useGetQuantMaxFactorQuery({ symbol });
  return (
    <Page title="量化分析">
      <QueryState query={q}>
        {(a) => (
          <>
            <Section title={a.abbr_name ?? a.symbol}>
              <p className={blocks.muted}>
                <Link to={appPaths.fundDetail(a.symbol)} className={blocks.link}>
                  {a.symbol} 基金详情
                </Link>
              </p>
              {a.score !== null && a.score !== undefined && (
                <>
                  <p className={blocks.muted}>量化综合分（基础因子同类分位均值，0-100）</p>
                  <p className={s.score}>{a.score.toFixed(1)}</p>
                </>
              )}
              {max.data && !max.data.locked && (
                <p className={blocks.muted}>
                  最显著因子：{max.data.factor_name}（{factorValueText(max.data)}）{' '}
                  <InfluenceBadge value={max.data.price_influence_type} />
                </p>
              )}
            </Section>
            <nav className={s.tabs} aria-label="因子类别">
              {CATEGORY_TABS.map((t) => (
                <Link
                  key={t.key}
                  className={s.tab}
                  to={appPaths.quantAnalyse(symbol, { factor_category: t.key || undefined })}
                  aria-current={t.key === category ? 'page' : undefined}
                  replace
                >
                  {t.label}
                </Link>
              ))}
            </nav>
            <Section title="因子">
              {a.factors.length === 0 ? (
                <EmptyState title="暂无量化因子" description={a.summary} />
              ) : (
                <FactorList factors={a.factors} />
              )}
            </Section>
            {a.factors.length > 0 && a.summary && <Note>{a.summary}</Note>}
            {a.senior_service && a.factors.some((f) => f.is_senior) && (
              <SeniorUnlock service={a.senior_service} />
            )}
            <Note>
              影响方向：同类分位处于有利一侧前30%为正向，后30%为负向，其余为中性；贝塔与风格因子仅作描述，记为中性。因子由历史数据计算，不构成投资建议。
            </Note>
          </>
        )}
      </QueryState>
    </Page>
  );
}

export default AnalyseScreen;
