import { SYMBOL_STYPES, quoteAsOf, statusLabel } from '@jijin/core/status';
import { appPaths, withQuery } from '../../app/routes/index';
import { EmptyState, ListRow, ListRows, MoneyText, PercentText } from '@jijin/ui';
import { useState, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { selectIsLoggedIn } from '../../app/auth-slice';
import { loginPathFor } from '../../app/guard';
import { useServices } from '../../app/services-context';
import { useAppSelector } from '../../app/store';
import { useGetMyAssetsQuery, useGetSettingsQuery } from '../../shared/api';
import { QueryState } from '../../shared/query-state';
import {
  HOME_LIST_SIZE,
  useListFollowingFundsQuery,
  useListFundsQuery,
  useListIndexesQuery,
  useListQuantIndustriesQuery,
} from '../api';
import {
  HOME_INDEX_SYMBOLS,
  HOME_RANKING_PERIODS,
  HOME_RANKING_TYPES,
  type HomeRankingPeriod,
} from '../market-rules';
import styles from '../home.module.css';

type Fund = Schemas['Fund'];

/** A row link's tap through the app's router. */
function useRowNavigate() {
  const navigate = useNavigate();
  return (href: string, event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigate(href);
  };
}

/** The second line of a fund row: code, type, NAV and its date. */
function fundLine(f: Fund): string {
  const nav = f.net_value
    ? `净值 ${f.net_value}${f.net_value_date ? `（${f.net_value_date.slice(5)}）` : ''}`
    : '';
  return [f.symbol, statusLabel(SYMBOL_STYPES, f.symbol_stype), nav].filter(Boolean).join(' · ');
}

/** An index's change in points, signed and coloured (red up, green down). */
function PointsChange({ value }: { value: string | null | undefined }) {
  if (value === null || value === undefined) return <span className="jj-flat">--</span>;
  const n = Number(value);
  const trend = n > 0 ? 'jj-up' : n < 0 ? 'jj-down' : 'jj-flat';
  return <span className={trend}>{n > 0 ? `+${value}` : value}</span>;
}

/**
 * 市场指数: 上证指数, 深证成指, 创业板指, 沪深300, 中证500 from GET /symbols/indexes/ (the
 * sandbox's real closes): the close, the day's change and percent, and the date of the close
 * (`收盘` unless it is today's quote while the market trades). An empty state when none comes.
 */
export function IndexStrip() {
  const indexes = useListIndexesQuery();
  const { clock } = useServices();
  return (
    <section className={styles.section} aria-labelledby="home-indexes">
      <h2 id="home-indexes" className={styles.sectionTitle}>
        <Link to={appPaths.indexes()}>市场指数</Link>
      </h2>
      <QueryState query={indexes}>
        {(all) => {
          const shown = HOME_INDEX_SYMBOLS.map((s) => all.find((i) => i.symbol === s)).filter(
            (i): i is NonNullable<typeof i> => i !== undefined,
          );
          if (shown.length === 0) return <EmptyState title="暂无指数行情" />;
          return (
            <ul className={styles.indexStrip}>
              {shown.map((i) => (
                <li key={i.symbol}>
                  <Link to={appPaths.indexDetail(i.symbol)} className={styles.indexCell}>
                    <span className={styles.indexName}>{i.abbr_name}</span>
                    <span className={styles.indexPrice}>{i.price}</span>
                    <span className={styles.indexChange}>
                      <PointsChange value={i.change} />
                      <PercentText value={i.percent_day} />
                    </span>
                    <span className={styles.muted}>
                      {quoteAsOf(i.price_date, i.trade_status, clock.now())}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
    </section>
  );
}

/**
 * 基金排行: the first funds of the fund list (GET /symbols/funds/) of a type, sorted by a
 * period's return (the performance figures the server computes), each with its NAV date; 更多
 * opens the fund market with the same type and sort. An empty state when the type has none.
 */
export function FundRankings() {
  const [type, setType] = useState('all');
  const [period, setPeriod] = useState<HomeRankingPeriod>(
    HOME_RANKING_PERIODS[HOME_RANKING_PERIODS.length - 1]!,
  );
  const ranking = useListFundsQuery({
    type,
    sort: period.sort,
    page: 1,
    page_size: HOME_LIST_SIZE,
  });
  const onNavigate = useRowNavigate();
  return (
    <section className={styles.section} aria-labelledby="home-rankings">
      <h2 id="home-rankings" className={styles.sectionTitle}>
        <Link to={withQuery(appPaths.fundMarket(), { type, sort: period.sort })}>基金排行</Link>
      </h2>
      <div className={styles.chips} role="group" aria-label="基金类型">
        {HOME_RANKING_TYPES.map((t) => (
          <button
            key={t.value}
            type="button"
            aria-pressed={t.value === type}
            onClick={() => setType(t.value)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div className={styles.chips} role="group" aria-label="排行周期">
        {HOME_RANKING_PERIODS.map((p) => (
          <button
            key={p.sort}
            type="button"
            aria-pressed={p.sort === period.sort}
            onClick={() => setPeriod(p)}
          >
            {p.label}
          </button>
        ))}
      </div>
      <QueryState query={ranking}>
        {(page) =>
          page.results.length === 0 ? (
            <EmptyState title="暂无该类基金的排行" />
          ) : (
            <ListRows>
              {page.results.map((f) => (
                <ListRow
                  key={f.symbol}
                  title={f.abbr_name}
                  description={fundLine(f)}
                  href={appPaths.fundDetail(f.symbol)}
                  onNavigate={onNavigate}
                  extra={
                    <>
                      <PercentText value={f[period.field] as number | null | undefined} />
                      <span className={styles.muted}>{period.label}</span>
                    </>
                  }
                />
              ))}
            </ListRows>
          )
        }
      </QueryState>
    </section>
  );
}

/**
 * 我的自选: a logged-in investor's first 自选 funds (GET /symbols/funds/following/) with the
 * day's change and its NAV date; an empty state leading to the fund market; for a guest a line
 * leading to login.
 */
export function FollowingFunds() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const following = useListFollowingFundsQuery(
    { page: 1, page_size: HOME_LIST_SIZE },
    {
      skip: !loggedIn,
      refetchOnMountOrArgChange: true,
    },
  );
  const onNavigate = useRowNavigate();
  const { pathname } = useLocation();
  return (
    <section className={styles.section} aria-labelledby="home-following">
      <h2 id="home-following" className={styles.sectionTitle}>
        {loggedIn ? <Link to={appPaths.following()}>我的自选</Link> : '我的自选'}
      </h2>
      {!loggedIn ? (
        <p className={styles.muted}>
          <Link to={loginPathFor(pathname)}>登录</Link>后查看自选基金的今日涨跌
        </p>
      ) : (
        <QueryState query={following}>
          {(page) =>
            page.results.length === 0 ? (
              <EmptyState
                title="还没有自选基金"
                action={<Link to={appPaths.fundMarket()}>去看看基金</Link>}
              />
            ) : (
              <ListRows>
                {page.results.map((f) => (
                  <ListRow
                    key={f.symbol}
                    title={f.abbr_name}
                    description={fundLine(f)}
                    href={appPaths.fundDetail(f.symbol)}
                    onNavigate={onNavigate}
                    extra={
                      <>
                        <PercentText value={f.percent_day} />
                        <span className={styles.muted}>日涨幅</span>
                      </>
                    }
                  />
                ))}
              </ListRows>
            )
          }
        </QueryState>
      )}
    </section>
  );
}

/** Industries shown in the home's 热门行业 block. */
export const HOME_INDUSTRIES = 5;

/**
 * The industries funds hold most: the Shenwan level-1 industries of GET /quant/industry_recommend/
 * ordered by how many fund top-10 positions fall in their stocks (`fund_holdings_count`, at the
 * funds' `report_date`), first {@link HOME_INDUSTRIES}.
 */
export function hotIndustries(
  list: readonly Schemas['QuantIndustry'][],
): Schemas['QuantIndustry'][] {
  return [...list]
    .filter((i) => (i.fund_holdings_count ?? 0) > 0)
    .sort((a, b) => (b.fund_holdings_count ?? 0) - (a.fund_holdings_count ?? 0))
    .slice(0, HOME_INDUSTRIES);
}

/**
 * 热门行业: the industries funds hold most ({@link hotIndustries}), each with its fund positions
 * and median P/E, and the report date of the holdings under the list; each opens the industry.
 * An empty state when the data has none.
 */
export function HotIndustries() {
  const industries = useListQuantIndustriesQuery();
  const onNavigate = useRowNavigate();
  return (
    <section className={styles.section} aria-labelledby="home-industries">
      <h2 id="home-industries" className={styles.sectionTitle}>
        <Link to={appPaths.quantIndustries()}>热门行业</Link>
      </h2>
      <QueryState query={industries}>
        {(list) => {
          const shown = hotIndustries(list);
          if (shown.length === 0) return <EmptyState title="暂无行业持仓数据" />;
          const report = shown[0]!.report_date;
          return (
            <>
              <ListRows>
                {shown.map((i) => (
                  <ListRow
                    key={i.id}
                    title={i.name}
                    description={
                      i.pe_median != null ? `市盈率中位数 ${i.pe_median.toFixed(1)}` : undefined
                    }
                    href={appPaths.quantIndustry(i.id)}
                    onNavigate={onNavigate}
                    extra={<span>基金重仓{i.fund_holdings_count}次</span>}
                  />
                ))}
              </ListRows>
              {report && <p className={styles.muted}>按基金前十大重仓股统计，报告期 {report}</p>}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

/**
 * 我的收益 for a logged-in investor whose account is open (GET /accounts/settings/
 * `open_account_step` is `done`): 总资产, 昨日收益 and 累计收益 in yuan from GET /funds/assets/mine/
 * (the same figures and labels as 我的资产), dated by the answer's `trade_date` — the day of the
 * confirmed NAVs the income is computed on, never an intraday estimate. Nothing for a guest or
 * while the account is being opened (the open-account card speaks then).
 */
export function MyIncomeCard() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const settings = useGetSettingsQuery(undefined, { skip: !loggedIn });
  const open = loggedIn && settings.data?.open_account_step === 'done';
  const assets = useGetMyAssetsQuery(undefined, { skip: !open });
  if (!open) return null;
  return (
    <section className={styles.section} aria-labelledby="home-income">
      <h2 id="home-income" className={styles.sectionTitle}>
        <Link to={appPaths.myAssets()}>我的收益</Link>
      </h2>
      <QueryState query={assets}>
        {(a) => (
          <>
            <dl className={styles.incomeRow}>
              <div>
                <dt>总资产（元）</dt>
                <dd>
                  <MoneyText value={a.assets_total} data-testid="home-assets-total" />
                </dd>
              </div>
              <div>
                <dt>昨日收益</dt>
                <dd>
                  <MoneyText value={a.income_latest} signed data-testid="home-income-latest" />
                </dd>
              </div>
              <div>
                <dt>累计收益</dt>
                <dd>
                  <MoneyText value={a.income_total} signed data-testid="home-income-total" />
                </dd>
              </div>
            </dl>
            <p className={styles.muted}>
              {a.trade_date ? `按${a.trade_date}确认净值计算` : '暂无已确认的收益'}
            </p>
          </>
        )}
      </QueryState>
    </section>
  );
}
