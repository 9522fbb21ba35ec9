import { appPaths } from '../../app/routes/index';
import { MoneyText } from '@jijin/ui';
import { Badge, Button, NoticeBar } from 'antd-mobile';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { selectIsLoggedIn } from '../../app/auth-slice';
import { loginPathFor } from '../../app/guard';
import { Page } from '../../app/page';
import { useAppSelector } from '../../app/store';
import { AppTabBar } from '../../app/tab-bar';
import { LinkList } from '../../shared/link-list';
import { QueryState } from '../../shared/query-state';
import { useUnreadMessages } from '../../shared/message-notices';
import { useGetMyAssetsQuery, useGetSettingsQuery } from '../../shared/api';
import { OPEN_ACCOUNT_PATHS } from '../open-account';
import styles from '../accounts.module.css';

/**
 * /accounts/mine/ (spec 000 §2, the default page after login): the user, the open-account step
 * still to do (from the server), total assets and the account's screens. A guest sees
 * {@link GuestMine} instead of being sent to login.
 */
export function MineScreen() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return loggedIn ? <AccountMine /> : <GuestMine />;
}

/** What logging in unlocks, listed on a guest's 我的. */
export const GUEST_UNLOCKS: readonly string[] = [
  '买卖基金、组合，定投与理财宝',
  '查看总资产、持仓与每日收益',
  '自选基金随账号保存',
  '领券、签到与金币',
];

/**
 * A guest's 我的: 登录 / 注册 (login returns here), what an account unlocks, and the product's
 * areas a guest may open.
 */
export function GuestMine() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Page title="我的" back={false} footer={<AppTabBar />}>
      <section className={styles.guestHead} aria-labelledby="mine-guest">
        <h2 id="mine-guest">登录后查看我的资产</h2>
        <ul>
          {GUEST_UNLOCKS.map((u) => (
            <li key={u}>{u}</li>
          ))}
        </ul>
        <Button block color="primary" onClick={() => navigate(loginPathFor(pathname))}>
          登录 / 注册
        </Button>
      </section>
      <LinkList
        title="发现"
        items={[
          { to: appPaths.fundMarket(), label: '基金市场' },
          { to: appPaths.portfolioTopic(), label: '基金组合' },
          { to: appPaths.storePortfoliosRecommend(), label: '投顾店铺' },
          { to: appPaths.privateFundProduct(), label: '私募基金' },
          { to: appPaths.aiChat(), label: 'AI 助手' },
          { to: appPaths.promotionGuessGame(), label: '猜涨跌' },
          { to: appPaths.promotionFundPortfolios(), label: '组合精选活动' },
        ]}
      />
      <LinkList
        title="服务"
        items={[
          { to: appPaths.faqUnionpay(), label: '银行卡支付说明' },
          { to: appPaths.safe(), label: '安全保障' },
          { to: appPaths.appDownload(), label: '下载App' },
        ]}
      />
    </Page>
  );
}

function AccountMine() {
  const settings = useGetSettingsQuery();
  const assets = useGetMyAssetsQuery();
  const unread = useUnreadMessages().data?.total ?? 0;
  return (
    <Page title="我的" back={false} footer={<AppTabBar />}>
      <QueryState query={settings}>
        {(s) => (
          <>
            <section className={styles.profileHead} aria-label="用户信息">
              <img src={s.avatar_md} alt="头像" />
              <div>
                <p className={styles.profileHeadName}>{s.username}</p>
                <p className={styles.muted}>{s.mobile}</p>
              </div>
            </section>
            {s.open_account_step !== 'done' && (
              <NoticeBar
                className={styles.openBanner}
                color="alert"
                content="您还未完成开户，完成后即可买卖基金"
                extra={
                  <Link
                    to={OPEN_ACCOUNT_PATHS[s.open_account_step as keyof typeof OPEN_ACCOUNT_PATHS]}
                  >
                    继续开户
                  </Link>
                }
              />
            )}
          </>
        )}
      </QueryState>
      <section className={styles.assetsTotal} aria-labelledby="mine-assets">
        <h2
          id="mine-assets"
          className={styles.muted}
          style={{ color: '#fff', margin: 0, fontSize: 14 }}
        >
          总资产（元）
        </h2>
        <MoneyText className={styles.assetsTotalAmount} value={assets.data?.assets_total ?? null} />
        <dl className={styles.assetsTotalRow}>
          <div>
            <dt>昨日收益</dt>
            <dd>
              <MoneyText value={assets.data?.income_latest ?? null} signed />
            </dd>
          </div>
          <div>
            <dt>累计收益</dt>
            <dd>
              <MoneyText value={assets.data?.income_total ?? null} signed />
            </dd>
          </div>
        </dl>
      </section>
      <LinkList
        title="我的账户"
        items={[
          {
            to: appPaths.messages(),
            label: '消息中心',
            extra: unread > 0 ? <Badge content={unread > 99 ? '99+' : unread} /> : undefined,
          },
          { to: appPaths.myAssets(), label: '我的资产' },
          { to: appPaths.myIncome(), label: '收益明细' },
          { to: appPaths.myFunds(), label: '我的基金' },
          {
            to: appPaths.bankCards(),
            label: '银行卡',
            extra: settings.data ? `${settings.data.bank_cards_count}张` : undefined,
          },
          {
            to: appPaths.riskTest(),
            label: '风险测评',
            extra: settings.data?.investment_risk_display,
          },
        ]}
      />
      <LinkList
        title="福利与钱包"
        items={[
          { to: appPaths.promotionCoupons(), label: '我的红包' },
          { to: appPaths.promotionCouponActivities(), label: '领券中心' },
          { to: appPaths.coins(), label: '我的金币' },
          { to: appPaths.promotionCheckIn(), label: '每日签到' },
          { to: appPaths.walletChanges(), label: '钱包明细' },
          { to: appPaths.cashAccount(), label: '现金账户' },
          { to: appPaths.promotionInvitations(), label: '邀请好友' },
          { to: appPaths.promotionMembership(1), label: '基金会员' },
        ]}
      />
      <LinkList
        title="更多投资"
        items={[
          { to: appPaths.myPortfolios(), label: '我的组合' },
          { to: appPaths.privateFundsHoldings(), label: '我的私募' },
          { to: appPaths.following(), label: '我的自选' },
        ]}
      />
      <LinkList
        title="服务"
        items={[
          { to: appPaths.settings(), label: '设置' },
          { to: appPaths.faqUnionpay(), label: '银行卡支付说明' },
          { to: appPaths.safe(), label: '安全保障' },
          { to: appPaths.accountMore(), label: '更多' },
        ]}
      />
    </Page>
  );
}

export default MineScreen;
