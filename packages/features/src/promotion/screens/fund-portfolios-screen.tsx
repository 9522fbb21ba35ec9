import { RECOMMEND_PORTFOLIOS_PAGE_SIZE } from '../../shared/constants';
import { appPaths } from '../../app/routes/index';
import { PercentText, RiskLevelBadge } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { selectIsLoggedIn } from '../../app/auth-slice';
import { loginPathFor } from '../../app/guard';
import { Page } from '../../app/page';
import { useServices } from '../../app/services-context';
import { useAppSelector } from '../../app/store';
import { Note, Section } from '../../shared/blocks';
import { LoadState } from '../../shared/load-state';
import { recommendedPortfoliosArgs, useListRecommendedPortfoliosQuery } from '../../shared/api';
import { useListCouponActivitiesQuery } from '../../promotion/api';
import { activityState } from './coupon-activities-screen';
import { CaptchaDialog } from './captcha-dialog';
import { CouponCard } from './coupon-card';
import { ActivityIntro, ActivityRules, useCouponReceipt } from './landing-parts';
import s from './landing.module.css';

/** The coupons of the portfolio business (apply_business 组合买入) that an activity gives. */
const PORTFOLIO_BUSINESS = '组合买入';

function PortfolioItem({ p }: { p: Schemas['Portfolio'] }) {
  const id = `portfolio-${p.id}`;
  return (
    <li className={s.item} aria-labelledby={id}>
      <div className={s.itemHead}>
        <p id={id} className={s.itemName}>
          {p.name}
        </p>
        <RiskLevelBadge level={p.investment_risk} kind="portfolio" />
      </div>
      {p.advisor_name && <p className={s.muted}>{p.advisor_name}</p>}
      {p.recommend_reason && <p className={s.muted}>{p.recommend_reason}</p>}
      <dl className={s.figures}>
        <div>
          <dt>近一年</dt>
          <dd>
            <PercentText value={p.chng_pct_year ?? null} empty="--" />
          </dd>
        </div>
        <div>
          <dt>成立以来</dt>
          <dd>
            <PercentText value={p.chng_pct_start ?? null} empty="--" />
          </dd>
        </div>
        <div>
          <dt>最大回撤</dt>
          <dd>
            <PercentText value={p.max_drawdown ?? null} colored={false} sign={false} empty="--" />
          </dd>
        </div>
      </dl>
      {p.net_value_date && (
        <p className={s.muted}>收益截至{p.net_value_date}，过往业绩不代表未来表现</p>
      )}
      <div className={s.links}>
        <Link to={appPaths.portfolioDetail(p.id)} aria-label={`查看详情：${p.name}`}>
          查看详情
        </Link>
        {p.allow_buy !== false && (
          <Link to={appPaths.portfolioBuy(p.id)} aria-label={`立即买入：${p.name}`}>
            立即买入
          </Link>
        )}
      </div>
    </li>
  );
}

/** The recommended portfolios with their real returns, 3 a page (spec 001 §9), 换一批 pages on. */
function Portfolios() {
  const [page, setPage] = useState(1);
  const q = useListRecommendedPortfoliosQuery(
    recommendedPortfoliosArgs(page, RECOMMEND_PORTFOLIOS_PAGE_SIZE),
  );
  const rows = q.data?.results ?? [];
  const pages = q.data?.total_page ?? 1;
  return (
    <Section
      title="精选组合"
      right={
        pages > 1 ? (
          <Button size="mini" onClick={() => setPage(page >= pages ? 1 : page + 1)}>
            换一批
          </Button>
        ) : undefined
      }
    >
      <LoadState query={q} empty={rows.length === 0}>
        <ul className={s.list} aria-label="精选组合">
          {rows.map((p) => (
            <PortfolioItem key={p.id} p={p} />
          ))}
        </ul>
      </LoadState>
    </Section>
  );
}

/** The activity's portfolio coupon: 领取 through the captcha (guests log in first). */
function PortfolioCoupon() {
  const { clock } = useServices();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  const navigate = useNavigate();
  const q = useListCouponActivitiesQuery(undefined, { refetchOnMountOrArgChange: true });
  const receipt = useCouponReceipt();
  const offers = (q.data ?? []).filter((a) =>
    (a.coupons ?? []).some((c) => c.apply_business === PORTFOLIO_BUSINESS),
  );
  if (!q.isLoading && !q.isError && offers.length === 0) return null;
  return (
    <Section title="组合红包">
      <LoadState query={q}>
        <ul className={s.list} aria-label="组合红包">
          {offers.map((a) => {
            const state = activityState(a, clock.now());
            const coupon = a.coupons!.find((c) => c.apply_business === PORTFOLIO_BUSINESS)!;
            const side = a.joined ? (
              '已领取'
            ) : state !== 'running' ? (
              state === 'before' ? (
                '未开始'
              ) : (
                '已结束'
              )
            ) : loggedIn ? (
              <Button size="small" color="danger" onClick={() => receipt.open(a)}>
                领取
              </Button>
            ) : (
              <Button
                size="small"
                color="danger"
                onClick={() => navigate(loginPathFor(location.pathname + location.search))}
              >
                登录领取
              </Button>
            );
            return (
              <li key={a.id} aria-label={a.title}>
                <CouponCard coupon={coupon} off={a.joined || state !== 'running'} side={side} />
              </li>
            );
          })}
        </ul>
        {loggedIn && (
          <div className={s.links}>
            <Link to={appPaths.promotionCoupons()}>查看我的优惠券</Link>
          </div>
        )}
      </LoadState>
      <CaptchaDialog
        visible={receipt.target !== null}
        onPass={receipt.onPass}
        onClose={receipt.close}
      />
    </Section>
  );
}

/**
 * /promotion/fund_portfolios/ (spec 001 §2 Promotion; area README): the portfolio campaign — the
 * recommended portfolios with their real returns (GET /portfolio/recommend/) linking to their
 * detail and buy, the activity's portfolio coupon to receive, and the activity's rules.
 */
export function FundPortfoliosScreen() {
  return (
    <Page title="组合投资">
      <ActivityIntro code="fund_portfolios" fallbackTitle="组合投资季" />
      <PortfolioCoupon />
      <Portfolios />
      <ActivityRules code="fund_portfolios" />
      <Note>组合收益由成分基金的真实净值计算，过往业绩不代表未来表现，投资需谨慎。</Note>
    </Page>
  );
}

export default FundPortfoliosScreen;
