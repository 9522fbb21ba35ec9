import { formatDate } from '@jijin/core';
import { rememberOrigin } from '@jijin/core/navigation';
import {
  NO_NAV_LABEL,
  buyButtonState,
  isDelisted,
  isFixedInvestEnabled,
  sellButtonState,
} from '@jijin/core/status';
import { appPaths } from '../../app/routes/index';
import {
  EmptyState,
  FollowButton as UiFollowButton,
  NavFreshnessTag,
  PercentText,
  feedback,
} from '@jijin/ui';
import { NetValueChart } from '@jijin/ui/charts';
import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { selectIsLoggedIn } from '../../app/auth-slice';
import { loginPathFor } from '../../app/guard';
import { useServices } from '../../app/services-context';
import { useAppSelector } from '../../app/store';
import type { Fund } from '@jijin/core/api';
import {
  useGetFundAchievementRankQuery,
  useGetFundQuery,
  useFundsFollowMutation,
  useGetFundNetHistoryQuery,
  type NetPeriod,
} from '../api';
import { AllocationBar, AllocationLoad, HoldingsTable } from '../../shared/asset-allocation';
import { useGetFundAssetConfQuery } from '../../shared/api';
import { DelistedTag } from '../../shared/delisted-tag';
import { FundTitle } from '../components/fund-title';
import { DETAIL_NET_PERIOD, stockSymbolOf } from '../route-starts';
import { PeriodRanksTable } from '../components/period-ranks-table';
import { FundManagersSection, FundProfileSection } from '../components/fund-profile';
import { LoadState } from '../../shared/load-state';
import { Screen } from '../components/screen';
import { errorTitle } from '../../shared/trade-attempt';
import styles from '../funds.module.css';

/** The follow button: 加自选 / 删自选; guests go to login first (spec 001 §4, §6). */
export function FollowButton({ fund }: { fund: Fund }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const [follow] = useFundsFollowMutation();
  return (
    <UiFollowButton
      size="mini"
      followed={Boolean(fund.followed)}
      onToggle={async (next) => {
        if (!loggedIn) {
          navigate(loginPathFor(location.pathname + location.search));
          return;
        }
        try {
          await follow({ id: fund.id, symbol: fund.symbol, follow: next }).unwrap();
          feedback.toast(next ? '已加入自选' : '已删除自选');
        } catch (e) {
          feedback.toast(errorTitle(e));
        }
      }}
    />
  );
}

/**
 * 分享: hands the fund page to the host (spec 000 §2 share mask): the browser shows its share
 * mask, the native apps their share sheet, the mini-program its share menu.
 */
export function ShareButton({ fund }: { fund: Fund }) {
  const { bridge } = useServices();
  return (
    <Button
      size="mini"
      fill="outline"
      onClick={() => {
        void bridge
          .share({
            title: `${fund.abbr_name}（${fund.symbol}）`,
            desc: '来看看这只基金的净值走势与持仓',
            link: `${window.location.origin}/s/${fund.symbol}/`,
          })
          .catch(() => feedback.toast('分享失败，请稍后重试'));
      }}
    >
      分享
    </Button>
  );
}

function NetValueSection({ fund }: { fund: Fund }) {
  const [period, setPeriod] = useState<NetPeriod>(DETAIL_NET_PERIOD);
  const q = useGetFundNetHistoryQuery({ symbol: fund.symbol, period });
  const points = q.data ?? [];
  const last = points[points.length - 1];
  return (
    <section className={styles.card} aria-labelledby="nav-chart-title">
      <h2 id="nav-chart-title" className={styles.sectionTitle}>
        业绩走势
      </h2>
      {/* Reserves the chart's height while the series loads, so the sections below don't jump (CLS). */}
      <div className={styles.navChartBody}>
        <LoadState query={q}>
          <NetValueChart
            points={points}
            period={period}
            onPeriodChange={setPeriod}
            names={{ main: fund.abbr_name, track: '沪深300' }}
            data-testid="net-value-chart"
          />
          {last && (
            <p className={styles.navChartLegend} data-testid="net-value-legend">
              <span className={styles.legendFund}>
                {fund.abbr_name} <PercentText value={last.percentage_begin} />
              </span>
              <span className={styles.legendTrack}>
                沪深300 <PercentText value={last.percent_track} />
              </span>
              <span className={styles.muted}>
                {points[0]!.date} ~ {last.date}
              </span>
            </p>
          )}
        </LoadState>
      </div>
      <p className={`${styles.muted} ${styles.note}`}>收益率按分红再投资计算</p>
    </section>
  );
}

/**
 * 阶段涨幅: every period's return (the same figure as the header and the chart's end), the rank
 * among funds of the same type (同类排名 "12/345") and its quartile word (优秀 / 良好 / 一般 / 不佳).
 */
export function PeriodRanksSection({ symbol }: { symbol: string }) {
  const q = useGetFundAchievementRankQuery({ symbol });
  const rows = q.data ?? [];
  return (
    <section className={styles.card} aria-labelledby="period-ranks-title">
      <h2 id="period-ranks-title" className={styles.sectionTitle}>
        阶段涨幅
      </h2>
      <LoadState query={q} empty={q.isSuccess && rows.length === 0}>
        <PeriodRanksTable rows={rows} caption="阶段涨幅、同类排名与四分位" />
        <p className={`${styles.muted} ${styles.note}`}>
          收益率按分红再投资计算；同类排名为在本平台收录的同类型基金中的名次。
        </p>
      </LoadState>
    </section>
  );
}

/** Asset allocation and top holdings; a failed load shows a toast and the section as no data (spec 001 §8). */
function AllocationSection({ symbol }: { symbol: string }) {
  const q = useGetFundAssetConfQuery({ symbol });
  return (
    <section className={styles.card} aria-labelledby="alloc-title">
      <h2 id="alloc-title" className={styles.sectionTitle}>
        资产配置
      </h2>
      <AllocationLoad
        query={q}
        loading={
          // Holds about the loaded section's height (bar, legend, five holdings), so 基金概况 below
          // does not jump when the allocation arrives (CLS).
          <p className={`${styles.muted} ${styles.allocationLoading}`} role="status">
            加载中
          </p>
        }
      >
        {(data) => (
          <>
            <AllocationBar data={data} />
            <h3 className={styles.subtitle}>前五大重仓股</h3>
            <HoldingsTable data={data} limit={5} />
            <p className={styles.links}>
              <Link className={styles.link} to={`/s/${symbol}/hold_symbols/`}>
                查看全部持仓
              </Link>
              <Link className={styles.link} to={appPaths.fundAssets(symbol)}>
                行业配置与资产历史
              </Link>
              <Link className={styles.link} to={appPaths.holdersAtlas(symbol)}>
                持仓图谱
              </Link>
              <Link className={styles.link} to={appPaths.fundStyleInfo(symbol)}>
                基金风格
              </Link>
            </p>
          </>
        )}
      </AllocationLoad>
    </section>
  );
}

const PERIODS: readonly { key: keyof Fund; label: string }[] = [
  { key: 'percent_week', label: '近1周' },
  { key: 'percent_month', label: '近1月' },
  { key: 'percent_season', label: '近3月' },
  { key: 'percent_year', label: '近1年' },
];

/**
 * A fund the server has no NAV for (a fund of the master list the backend holds no data about):
 * its name and code, 加自选 (a user may watch it), and an honest empty state — no figure, no
 * chart, no trade button. A delisted one says so (已终止 / 已注销).
 */
function NoNavFund({ fund }: { fund: Fund }) {
  const delisted = isDelisted(fund) ? `该基金${buyButtonState(fund).label}` : null;
  return (
    <>
      <section className={styles.card} aria-label="基金">
        <div className={styles.fundHeadTop}>
          <FundTitle fund={fund} />
          <div className={styles.fundHeadActions}>
            <FollowButton fund={fund} />
          </div>
        </div>
        <DelistedTag fund={fund} />
      </section>
      <section className={styles.card} aria-label="净值">
        <EmptyState
          title={delisted ?? NO_NAV_LABEL}
          description={
            delisted
              ? `${delisted}，不能交易；暂无该基金的净值、业绩与持仓数据`
              : '暂无该基金的净值、业绩与持仓数据，暂不支持交易'
          }
          action={
            <Link className={styles.link} to={appPaths.fundMarket()}>
              查看更多基金
            </Link>
          }
        />
      </section>
    </>
  );
}

/**
 * /s/{symbol}: the fund detail — net value and its date, returns by period (red up, green down),
 * risk level, follow, the return chart against CSI 300, 基金概况 and 基金经理 as of their sources'
 * dates, fees & rules entry and the buy / sell / 定投 buttons in core's states. Real-time estimated NAV (估值) is not shown
 * (ARCHITECTURE.md: removed by regulators in January 2026).
 */
export function FundDetailScreen() {
  const { symbol = '' } = useParams();
  // `/s/{stock}` (spec 001 §2) shares the path with the fund detail: stocks go to their screen
  const stock = stockSymbolOf(symbol);
  const q = useGetFundQuery({ symbol }, { skip: stock !== null });
  const navigate = useNavigate();
  const { cookies } = useServices();
  const fund = q.data;

  const go = (path: string) => {
    rememberOrigin(cookies, 'buySell', `/s/${symbol}`);
    navigate(path);
  };

  const buy = fund ? buyButtonState(fund) : null;
  const sell = fund ? sellButtonState(fund) : null;
  const fixed = fund ? isFixedInvestEnabled(fund) : false;
  const bao = fund?.is_bao;
  // no NAV at all (not merely stale): the empty state, never a price or a buy
  const noNav = !!fund && !bao && fund.net_value == null;

  if (stock) return <Navigate replace to={appPaths.stockDetail(stock)} />;
  return (
    <Screen
      title={fund?.abbr_name ?? '基金详情'}
      footer={
        fund &&
        !noNav &&
        !isDelisted(fund) &&
        buy &&
        sell && (
          <div className={styles.tradeBar}>
            <Button
              disabled={!sell.enabled}
              onClick={() => go(bao ? appPaths.baoSell() : `/s/${symbol}/sell/`)}
            >
              {sell.label}
            </Button>
            {!bao && (
              <Button disabled={!fixed} onClick={() => go(`/s/${symbol}/fixed_investment/`)}>
                定投
              </Button>
            )}
            <Button
              color="primary"
              disabled={!buy.enabled}
              onClick={() => go(bao ? appPaths.baoBuy() : `/s/${symbol}/buy/`)}
            >
              {buy.label}
            </Button>
          </div>
        )
      }
    >
      <LoadState query={q}>
        {fund && noNav && <NoNavFund fund={fund} />}
        {fund && !noNav && (
          <>
            <section className={styles.card} aria-label="净值">
              <div className={styles.fundHeadTop}>
                <FundTitle fund={fund} />
                <DelistedTag fund={fund} />
                <div className={styles.fundHeadActions}>
                  <ShareButton fund={fund} />
                  <FollowButton fund={fund} />
                </div>
              </div>
              <dl className={styles.fundHeadNav}>
                <div>
                  <dt>
                    {bao ? '七日年化' : `单位净值（${formatDate(fund.net_value_date, 'MM-DD')}）`}
                  </dt>
                  <dd className={styles.big} data-testid="net-value">
                    {bao ? <PercentText value={fund.year_yld} /> : (fund.net_value ?? '--')}
                  </dd>
                  <dd>
                    <NavFreshnessTag stale={fund.nav_stale} navDate={fund.net_value_date} />
                  </dd>
                </div>
                {!bao && (
                  <div>
                    <dt>{`累计净值（${formatDate(fund.net_value_date, 'MM-DD')}）`}</dt>
                    <dd className={styles.big} data-testid="cumulative">
                      {fund.cumulative ?? '--'}
                    </dd>
                  </div>
                )}
                <div>
                  <dt>{bao ? '万份收益' : '日涨幅'}</dt>
                  <dd className={styles.big}>
                    {bao ? (
                      (fund.tenthou_unit_incm ?? '--')
                    ) : (
                      <PercentText value={fund.percent_day} />
                    )}
                  </dd>
                </div>
              </dl>
              <dl className={styles.grid4}>
                {PERIODS.map((p) => (
                  <div key={p.key}>
                    <dt>{p.label}</dt>
                    <dd>
                      <PercentText value={fund[p.key] as number | null | undefined} />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
            <NetValueSection fund={fund} />
            {!bao && <PeriodRanksSection symbol={symbol} />}
            {!bao && <AllocationSection symbol={symbol} />}
            <FundProfileSection fund={fund} />
            <FundManagersSection fund={fund} />
            <section className={styles.card} aria-label="更多">
              <List>
                <List.Item
                  onClick={() => navigate(appPaths.fundTradeRules(symbol, { direction: 0 }))}
                  arrowIcon
                >
                  {bao ? '转入转出规则' : '交易规则与费率'}
                </List.Item>
                {!bao && (
                  <List.Item
                    onClick={() => navigate(`/s/${symbol}/managers_achivements_history/`)}
                    arrowIcon
                  >
                    基金经理与历任业绩
                  </List.Item>
                )}
                {!bao && (
                  <List.Item onClick={() => navigate(`/s/${symbol}/dividend_split/`)} arrowIcon>
                    分红拆分
                  </List.Item>
                )}
                {!bao && (
                  <List.Item onClick={() => navigate(`/s/${symbol}/achievement_rank/`)} arrowIcon>
                    业绩排名
                  </List.Item>
                )}
                {!bao && (
                  <List.Item onClick={() => navigate(appPaths.quantAnalyse(symbol))} arrowIcon>
                    量化分析
                  </List.Item>
                )}
                {!bao && (
                  <List.Item
                    onClick={() =>
                      navigate(appPaths.fundCompare({ symbol, abbr_name: fund.abbr_name }))
                    }
                    arrowIcon
                  >
                    加入对比
                  </List.Item>
                )}
                {!bao && (
                  <List.Item onClick={() => navigate(`/s/${symbol}/similar_k_line/`)} arrowIcon>
                    相似走势
                  </List.Item>
                )}
                <List.Item
                  onClick={() => navigate(appPaths.fundTimelineStatuses(symbol))}
                  arrowIcon
                >
                  资讯公告
                </List.Item>
              </List>
              {fund.desc && !buy?.enabled && <p className={styles.muted}>{fund.desc}</p>}
              <p className={`${styles.muted} ${styles.note}`}>
                基金过往业绩不预示未来表现，投资需谨慎。
                {fund.service_tel ? `客服电话 ${fund.service_tel}` : ''}
              </p>
              <Link className={styles.link} to={appPaths.fundMarket()}>
                查看更多基金
              </Link>
            </section>
          </>
        )}
      </LoadState>
    </Screen>
  );
}

export default FundDetailScreen;
