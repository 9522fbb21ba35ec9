import { appPaths } from '@jijin/core';
import { MoneyText } from '@jijin/ui';
import { Badge, NoticeBar } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { Page } from '../../app/page';
import { AppTabBar } from '../../app/tab-bar';
import { LinkList } from '../../shared/link-list';
import { QueryState } from '../../shared/query-state';
import { useUnreadMessages } from '../../shared/message-notices';
import { useSharedGetAssetsQuery, useSharedGetSettingsQuery } from '../../shared/api';
import { OPEN_ACCOUNT_PATHS } from '../open-account';
import styles from '../accounts.module.css';

/**
 * /accounts/mine/ (spec 000 §2, the default page after login): the user, the open-account step
 * still to do (from the server), total assets and the account's screens.
 */
export function MineScreen() {
  const settings = useSharedGetSettingsQuery();
  const assets = useSharedGetAssetsQuery();
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
