import { formatDate } from '@jijin/core';
import { DEFAULT_PORTFOLIO_INVESTMENT_RISK } from '@jijin/core/constants';
import { rememberOrigin } from '@jijin/core/navigation';
import { positionGating } from '@jijin/core/status';
import { appPaths } from '../../app/routes/index';
import { FollowButton, PercentText, RiskLevelBadge, feedback } from '@jijin/ui';
import { AllocationDonut, POSITION_PALETTE } from '@jijin/ui/charts';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { selectIsLoggedIn } from '../../app/auth-slice';
import { useServices } from '../../app/services-context';
import { useAppSelector } from '../../app/store';
import { errorTitle } from '../../shared/trade-attempt';
import { useFollowPortfolioMutation, useUnfollowPortfolioMutation } from '../../portfolios/api';
import { guestFollows } from '../../portfolios/guest-follows';
import { ExampleTag, Kv, Section, blocks as s } from '../../shared/blocks';

type Portfolio = Schemas['Portfolio'];
type Position = Schemas['Position'];

/** The portfolio's name, risk, net value and returns. */
export function PortfolioHead({ p }: { p: Portfolio }) {
  return (
    <Section label="组合概况">
      <div className={s.head}>
        <h2 className={s.title}>
          {p.name}
          {p.is_example && <ExampleTag />}
        </h2>
        <RiskLevelBadge
          level={p.investment_risk ?? DEFAULT_PORTFOLIO_INVESTMENT_RISK}
          kind="portfolio"
        />
      </div>
      <Kv
        items={[
          [
            `单位净值（${formatDate(p.net_value_date ?? null)}）`,
            <span key="nv" data-testid="portfolio-net-value">
              {p.net_value ?? '--'}
            </span>,
          ],
          ['日涨跌', <PercentText key="d1" value={p.chng_pct_day ?? null} />],
          ['成立以来', <PercentText key="s" value={p.chng_pct_start ?? null} />],
          [
            '最大回撤',
            <PercentText key="d" value={p.max_drawdown ?? null} sign={false} colored={false} />,
          ],
        ]}
      />
    </Section>
  );
}

/** Positions as a donut in the 20-colour palette with each fund's percent (spec 001 §9). */
export function PositionsDonut({
  positions,
  title = '组合持仓',
}: {
  positions: readonly Position[];
  title?: string;
}) {
  return (
    <>
      <AllocationDonut
        slices={positions.map((x) => ({ name: x.abbr_name, value: x.percent }))}
        centerText={title}
        animation={false}
      />
      <ul className={s.kv} aria-label="各基金占比" style={{ listStyle: 'none', padding: 0 }}>
        {positions.map((x, i) => (
          <li key={x.symbol}>
            <span
              className={s.swatch}
              style={{ background: POSITION_PALETTE[i % POSITION_PALETTE.length] }}
              aria-hidden
            />
            <Link to={appPaths.fundDetail(x.symbol)}>{x.abbr_name}</Link> {x.percent}%
            {positionGating(x).note && (
              <span className={s.muted}>（{positionGating(x).note}）</span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Follow / unfollow: a logged-in user's follow is stored server-side; a guest's is kept on the
 * device and merged into the server's on login (spec 001 §4 Follow button, §6).
 */
export function PortfolioFollow({ p }: { p: Portfolio }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { storage } = useServices();
  const [follow] = useFollowPortfolioMutation();
  const [unfollow] = useUnfollowPortfolioMutation();
  const [local, setLocal] = useState(() => guestFollows(storage).has(p.id));
  return (
    <FollowButton
      followed={loggedIn ? p.followed : local}
      onToggle={async (next) => {
        if (!loggedIn) {
          const list = guestFollows(storage);
          if (next) list.add(p.id);
          else list.remove(p.id);
          setLocal(next);
          return;
        }
        try {
          await (next ? follow : unfollow)({ id: p.id }).unwrap();
        } catch (e) {
          feedback.toast(errorTitle(e));
        }
      }}
    />
  );
}

/** 分享: hands the portfolio page to the host's share (browser mask, native sheet, mini-program). */
export function PortfolioShare({ p }: { p: Portfolio }) {
  const { bridge } = useServices();
  return (
    <Button
      size="mini"
      fill="outline"
      onClick={() => {
        void bridge
          .share({
            title: p.name,
            desc: p.description ?? '来看看这个基金组合',
            link: `${window.location.origin}/p/${p.id}`,
          })
          .catch(() => feedback.toast('分享失败，请稍后重试'));
      }}
    >
      分享
    </Button>
  );
}

/** A trade button's label and whether it can be pressed. */
export interface PortfolioButton {
  readonly label: string;
  readonly enabled: boolean;
}

/**
 * The portfolio's 买入 / 卖出 buttons gated as spec 001 §4 (Portfolio position gating) says:
 * trading not allowed -> both off, labelled 暂停交易; buying not allowed -> 暂停买入; selling not
 * allowed -> 暂停卖出. Each button carries its own label, so a suspended sell never reads 暂停买入.
 * @param p the portfolio's allow flags
 * @param holdingAllowSell the holding's own `allow_sell` (spec 001 §3), when on a holding page
 */
export function portfolioTradeButtons(
  p: Pick<Portfolio, 'allow_trade' | 'allow_buy' | 'allow_sell'>,
  holdingAllowSell = true,
): { buy: PortfolioButton; sell: PortfolioButton } {
  const g = positionGating(p);
  const off = !p.allow_trade ? g.note : '';
  const canSell = g.canSell && holdingAllowSell;
  return {
    buy: { enabled: g.canBuy, label: g.canBuy ? '买入' : off || '暂停买入' },
    sell: { enabled: canSell, label: canSell ? '卖出' : off || '暂停卖出' },
  };
}

/**
 * Remembers the page a portfolio order begins on — the buy/sell origin and the portfolio origin
 * the order's 完成 returns to (spec 000 §2, 001 §2 Back navigation) — and goes to `to`.
 */
export function usePortfolioTradeStart(): (to: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const { cookies } = useServices();
  return (to: string) => {
    const here = location.pathname + location.search;
    rememberOrigin(cookies, 'buySell', here);
    rememberOrigin(cookies, 'portfolio', here);
    navigate(to);
  };
}

/**
 * 买入 / 卖出 / 定投 gated by {@link portfolioTradeButtons} (spec 001 §4). Portfolios here have
 * no 定投 (allow_fixed false): the button is shown disabled.
 */
export function TradeBar({ p }: { p: Portfolio }) {
  const go = usePortfolioTradeStart();
  const b = portfolioTradeButtons(p);
  return (
    <div className={s.head} role="group" aria-label="交易">
      <Button block disabled={!p.allow_fixed || !p.allow_trade} size="large">
        定投
      </Button>
      <Button
        block
        disabled={!b.sell.enabled}
        size="large"
        onClick={() => go(appPaths.portfolioSell(p.id))}
      >
        {b.sell.label}
      </Button>
      <Button
        block
        color="primary"
        disabled={!b.buy.enabled}
        size="large"
        onClick={() => go(appPaths.portfolioBuy(p.id))}
      >
        {b.buy.label}
      </Button>
    </div>
  );
}
