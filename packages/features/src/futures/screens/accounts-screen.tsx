import { MAX_FUTURES_ACCOUNTS } from '@jijin/core/validation';
import { appPaths } from '../../app/routes/index';
import { EmptyState, ListRow, ListRows, feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { Link, useNavigate } from 'react-router-dom';
import { Page } from '../../app/page';
import { LoadState } from '../../shared/load-state';
import { errorMessage } from '../../shared/errors';
import {
  useListMyFuturesAccountsQuery,
  useSetDefaultFuturesAccountMutation,
} from '../../futures/api';
import s from '../../futures/components/futures.module.css';

/**
 * /futures/accounts/mine/ (spec 001 §7 Futures `GET /futures/accounts/mine/`,
 * `POST /futures/accounts/{id}/set_default/`): the user's bound futures accounts, default first,
 * 设为默认 on the others, 收益分析 of each, and 绑定期货账户 (up to five).
 */
export function AccountsScreen() {
  const navigate = useNavigate();
  const accounts = useListMyFuturesAccountsQuery();
  const [setDefault, setDefaultState] = useSetDefaultFuturesAccountMutation();
  const list = accounts.data ?? [];
  const onSetDefault = async (id: number) => {
    const r = await setDefault({ id });
    void feedback.toast(r.error ? errorMessage(r.error) : '已设为默认账户');
  };
  const bind = (
    <Button color="primary" block onClick={() => navigate(appPaths.futuresBindAccount())}>
      绑定期货账户
    </Button>
  );
  return (
    <Page title="我的期货账户">
      <LoadState query={accounts}>
        {list.length === 0 ? (
          <EmptyState
            title="您还没有绑定期货账户"
            description="绑定后可查看账户收益分析"
            action={<div className={s.actions}>{bind}</div>}
          />
        ) : (
          <>
            <ListRows label="期货账户">
              {list.map((a) => (
                <ListRow
                  key={a.id}
                  title={
                    <>
                      {a.company}
                      {a.is_default && <span className={s.tag}>默认</span>}
                    </>
                  }
                  description={`资金账号 ${a.account_no}`}
                  action={
                    <span className={s.rowActions}>
                      <Link className={s.link} to={appPaths.futuresIncome({ account_id: a.id })}>
                        收益分析
                      </Link>
                      {!a.is_default && (
                        <Button
                          size="small"
                          aria-label={`将${a.company}（${a.account_no}）设为默认`}
                          loading={
                            setDefaultState.isLoading && setDefaultState.originalArgs?.id === a.id
                          }
                          onClick={() => void onSetDefault(a.id)}
                        >
                          设为默认
                        </Button>
                      )}
                    </span>
                  }
                />
              ))}
            </ListRows>
            {list.length < MAX_FUTURES_ACCOUNTS ? (
              <div className={s.actions}>{bind}</div>
            ) : (
              <p className={s.muted}>最多绑定{MAX_FUTURES_ACCOUNTS}个期货账户</p>
            )}
          </>
        )}
      </LoadState>
      <nav className={s.links} aria-label="期货服务">
        <Link className={s.link} to={appPaths.futuresProducts()}>
          期货品种
        </Link>
      </nav>
    </Page>
  );
}

export default AccountsScreen;
