import { Page } from '../../app/page';
import { LinkList } from '../../shared/link-list';
import { QueryState } from '../../shared/query-state';
import { useGetSettingsQuery } from '../../accounts/api';
import './accounts.css';

/**
 * /accounts/settings/ (spec 000 §2): the account's settings — profile, identity, bank cards,
 * trade password (set / change / reset), address, risk test — from GET /accounts/settings/.
 */
export function SettingsScreen() {
  const settings = useGetSettingsQuery();
  return (
    <Page title="设置">
      <QueryState query={settings}>
        {(s) => (
          <>
            <LinkList
              title="账户信息"
              items={[
                { to: '/accounts/profile/', label: '个人资料', extra: s.username },
                {
                  to: '/accounts/bank_cards/bind/user/',
                  label: '实名认证',
                  extra: s.has_identity ? `已认证 ${s.real_name ?? ''}` : '未认证',
                },
                { to: '/accounts/bank_cards/bind/user_address/', label: '联系地址与职业', extra: s.address ? '已填写' : '未填写' },
              ]}
            />
            <LinkList
              title="安全"
              items={[
                { to: '/accounts/trade_password/', label: s.is_trade_password_set ? '修改交易密码' : '设置交易密码' },
                ...(s.is_trade_password_set ? [{ to: '/accounts/trade_password/reset/', label: '找回交易密码' }] : []),
                { to: '/accounts/bank_cards/', label: '银行卡', extra: `${s.bank_cards_count}张` },
                {
                  to: '/accounts/investment_risk/',
                  label: '风险测评',
                  extra: s.investment_risk_status === 0 ? '未测评' : s.investment_risk_display,
                },
                { to: '/safe/', label: '安全保障' },
              ]}
            />
            <LinkList items={[{ to: '/accounts/more/', label: '更多' }]} />
          </>
        )}
      </QueryState>
    </Page>
  );
}

export default SettingsScreen;
