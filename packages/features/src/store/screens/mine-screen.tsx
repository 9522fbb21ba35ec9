import { appPaths } from '../../app/routes/index';
import { EmptyState } from '@jijin/ui';
import { Link } from 'react-router-dom';
import { Page } from '../../app/page';
import { errorStatus } from '../../shared/errors';
import { LinkList } from '../../shared/link-list';
import { QueryState } from '../../shared/query-state';
import { useGetMyStoreQuery, useGetMyStoreIncomeQuery } from '../api';
import { Kv, Section, blocks as s } from '../../shared/blocks';
import { Yuan } from '../components/store-bits';

/** /store/mine/: the owner's store and its tools (spec 001 §2 Store). */
export function StoreMineScreen() {
  const q = useGetMyStoreQuery();
  if (errorStatus(q.error) === 403)
    return (
      <Page title="我的店铺">
        <EmptyState
          description="您还没有开通店铺"
          action={
            <Link className={s.link} to={appPaths.storeApply()}>
              申请开店
            </Link>
          }
        />
      </Page>
    );
  return (
    <Page title="我的店铺">
      <QueryState query={q}>
        {(store) => (
          <>
            <Section title={store.name}>
              <p className={s.muted}>{store.description ?? '店主暂未填写简介'}</p>
              <Kv
                items={[
                  ['关注', `${store.followers_count ?? 0}人`],
                  ['组合', `${store.portfolios_count ?? 0}个`],
                ]}
              />
            </Section>
            <Income />
            <LinkList
              title="店铺管理"
              items={[
                { to: appPaths.storeDetail(store.id), label: '店铺主页' },
                { to: appPaths.portfolioCreate(), label: '创建组合' },
                { to: appPaths.storePortfoliosSettings(store.id), label: '组合管理与排序' },
                { to: appPaths.storeTimelineCreate(), label: '发布动态' },
                { to: appPaths.storeTimeline({ store_id: store.id }), label: '店铺动态' },
                { to: appPaths.storeAssetsMine(), label: '管理资产' },
                { to: appPaths.storeIncomeMine(), label: '店铺收入' },
                { to: appPaths.storeIncomeForecast(), label: '收入预估' },
                { to: appPaths.storeSettings(), label: '店铺设置' },
              ]}
            />
          </>
        )}
      </QueryState>
    </Page>
  );
}

function Income() {
  const q = useGetMyStoreIncomeQuery();
  return q.data ? (
    <Section title="收入">
      <Kv
        items={[
          ['累计收入', <Yuan key="t" v={q.data.income_total} />],
          ['可提现', <Yuan key="w" v={q.data.withdrawable} />],
        ]}
      />
    </Section>
  ) : null;
}

export default StoreMineScreen;
