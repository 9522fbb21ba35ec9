import { SYMBOL_STYPES, statusLabel } from '@jijin/core/status';
import { DEFAULT_FUND_LIST_QUERY } from '../constants';
import { appPaths } from '../../app/routes/index';
import { NavFreshnessTag, PercentText } from '@jijin/ui';
import { SearchBar } from 'antd-mobile';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { Company, Fund } from '@jijin/core/api';
import { useListFundsPagesInfiniteQuery } from '../api';
import { COMPANY_LIST_ARGS, useListFundCompaniesQuery } from '../../shared/api';
import { PagedList } from '../../shared/paged-list';
import { DelistedTag } from '../../shared/delisted-tag';
import { Screen } from '../components/screen';
import { useRememberFundOrigin } from '../components/use-open-fund';
import styles from '../funds.module.css';

const bySymbol = (f: Fund) => f.symbol;

/** The fund companies seen in the loaded pages, once each (the company filter's fallback). */
function companiesOf(pages: readonly { results: readonly Fund[] }[]): Company[] {
  const seen = new Map<number, Company>();
  for (const f of pages.flatMap((p) => p.results)) if (f.company) seen.set(f.company.id, f.company);
  return [...seen.values()];
}

/** Type filter tabs: all, then the common symbol_stype codes (spec 001 §3). */
export const FUND_TYPE_FILTERS: readonly { value: string; label: string }[] = [
  { value: 'all', label: '全部' },
  ...[300, 301, 302, 303, 305, 306, 310].map((code) => ({
    value: String(code),
    label: statusLabel(SYMBOL_STYPES, code),
  })),
];

/** Sort options; default -percent_year (spec 001 §9). */
export const FUND_SORTS: readonly { value: string; label: string; field: keyof Fund }[] = [
  { value: '-percent_year', label: '近1年', field: 'percent_year' },
  { value: '-percent_season', label: '近3月', field: 'percent_season' },
  { value: '-percent_month', label: '近1月', field: 'percent_month' },
  { value: '-percent_week', label: '近1周', field: 'percent_week' },
  { value: '-percent_day', label: '日涨幅', field: 'percent_day' },
];

/** Entries to the research tools: screener, comparison, sectors, indexes, styles, news. */
export const RESEARCH_TOOLS: readonly { to: string; label: string }[] = [
  { to: appPaths.fundScreener(), label: '高级选基' },
  { to: appPaths.fundCompare(), label: '基金对比' },
  { to: appPaths.fundRecommend(), label: '推荐基金' },
  { to: appPaths.fundSectors(), label: '行业板块' },
  { to: appPaths.indexFunds(), label: '指数基金' },
  { to: appPaths.fundStylesOverview(), label: '风格总览' },
  { to: appPaths.indexes(), label: '指数' },
  { to: appPaths.marketDetail(), label: '沪深行情' },
  { to: appPaths.quantStrategies(), label: '量化策略' },
  { to: appPaths.quantIndustries(), label: '行业推荐' },
  { to: appPaths.statusNews(), label: '资讯' },
];

/**
 * /symbols/funds/: the fund market — type and company filters, sort (default 近1年 descending),
 * infinite scroll 20 a page (core's pager), the search entry and the research tools' entries.
 */
export function MarketScreen() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const type = params.get('type') ?? 'all';
  const sort = params.get('sort') ?? '-percent_year';
  const companyId = params.get('company_id') ? Number(params.get('company_id')) : undefined;
  const rememberOrigin = useRememberFundOrigin();

  const query = useListFundsPagesInfiniteQuery({
    ...DEFAULT_FUND_LIST_QUERY,
    type,
    sort,
    company_id: companyId,
  });
  const pages = query.data?.pages;
  const sortField = FUND_SORTS.find((s) => s.value === sort)?.field ?? 'percent_year';
  const companiesQ = useListFundCompaniesQuery(COMPANY_LIST_ARGS);
  const companyOptions = useMemo(
    () => companiesQ.data?.results ?? companiesOf(pages ?? []),
    [companiesQ.data, pages],
  );

  const set = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined || value === '' || (key === 'type' && value === 'all'))
      next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };

  return (
    <Screen title="基金">
      <div className={styles.card} onClick={() => navigate(appPaths.fundSearch())}>
        <SearchBar
          placeholder="基金代码/名称/拼音首字母"
          aria-label="搜索基金"
          onFocus={() => navigate(appPaths.fundSearch())}
        />
      </div>
      <nav aria-label="选基工具" className={styles.tools}>
        {RESEARCH_TOOLS.map((t) => (
          <Link key={t.to} to={t.to} className={styles.tool}>
            {t.label}
          </Link>
        ))}
      </nav>
      <div role="tablist" aria-label="基金类型" className={styles.tabs}>
        {FUND_TYPE_FILTERS.map((t) => (
          <button
            key={t.value}
            type="button"
            role="tab"
            aria-selected={type === t.value}
            className={`${styles.tab} ${type === t.value ? styles.tabActive : ''}`}
            onClick={() => set('type', t.value)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div className={styles.filters}>
        <label>
          <span className="jj-visually-hidden">基金公司</span>
          <select
            aria-label="基金公司"
            value={companyId ?? ''}
            onChange={(e) => set('company_id', e.target.value)}
          >
            <option value="">全部公司</option>
            {companyOptions.map((c) => (
              <option key={c.id} value={c.id}>
                {c.abbr_name ?? c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="jj-visually-hidden">排序</span>
          <select aria-label="排序" value={sort} onChange={(e) => set('sort', e.target.value)}>
            {FUND_SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                按{s.label}排序
              </option>
            ))}
          </select>
        </label>
      </div>
      <PagedList
        query={query}
        keyOf={bySymbol}
        label="基金列表"
        emptyText="暂无符合条件的基金"
        itemKey={(f) => f.symbol}
        render={(f) => (
          <div className={styles.row}>
            <Link
              to={appPaths.fundDetail(f.symbol)}
              className={styles.rowLink}
              onClick={rememberOrigin}
            >
              <span className={styles.rowMain}>
                <span className={styles.rowName}>
                  {f.abbr_name} <DelistedTag fund={f} />
                </span>
                <span className={styles.rowSub}>
                  {f.symbol} · {statusLabel(SYMBOL_STYPES, f.symbol_stype)}
                </span>
              </span>
              <span className={styles.rowSide}>
                <PercentText
                  value={f[sortField] as number | null | undefined}
                  className={styles.rowPct}
                />
                <span className={styles.rowSub}>
                  {f.is_bao ? '七日年化' : `净值 ${f.net_value ?? '--'}`}
                </span>
                <NavFreshnessTag stale={f.nav_stale} navDate={f.net_value_date} />
              </span>
            </Link>
          </div>
        )}
      />
    </Screen>
  );
}

export default MarketScreen;
