import { appPaths } from '../../app/routes/index';
import { EmptyState, feedback, ListRow, ListRows } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { errorMessage } from '../../shared/errors';
import { LoadState } from '../../shared/load-state';
import { NextStep } from '../../shared/query-state';
import { useListMyStorePortfoliosQuery, useSortStorePortfoliosMutation } from '../api';
import { STORE_LIST_PAGE_SIZE } from '../page-sizes';
import { Actions, Note, Section, blocks as s } from '../../shared/blocks';
import own from '../components/store-blocks.module.css';

/** /store/portfolios/settings/?store_id=: the owner orders the store's portfolios and opens each. */
export function StorePortfoliosSettingsScreen() {
  const q = useListMyStorePortfoliosQuery({ page_size: STORE_LIST_PAGE_SIZE });
  const [order, setOrder] = useState<Schemas['Portfolio'][]>([]);
  useEffect(() => setOrder(q.data?.results ?? []), [q.data]);
  const [sort, state] = useSortStorePortfoliosMutation();
  const move = (i: number, d: -1 | 1) =>
    setOrder((o) => {
      const n = [...o];
      [n[i], n[i + d]] = [n[i + d]!, n[i]!];
      return n;
    });
  return (
    <Page title="组合管理">
      <LoadState query={q} next={<NextStep to={appPaths.storeApply()}>申请开店</NextStep>}>
        {order.length === 0 ? (
          <EmptyState
            description="还没有组合"
            action={
              <Link className={s.link} to={appPaths.portfolioCreate()}>
                创建组合
              </Link>
            }
          />
        ) : (
          <>
            <Section title="组合排序">
              <ListRows label="组合排序" flush>
                {order.map((p, i) => (
                  <ListRow
                    key={p.id}
                    title={`${i + 1}. ${p.name}`}
                    description={
                      <span className={own.links}>
                        <Link className={s.link} to={appPaths.storePortfolioManage(p.id)}>
                          管理
                        </Link>
                        <Link className={s.link} to={appPaths.storePortfolioAssets(p.id)}>
                          资产
                        </Link>
                      </span>
                    }
                    action={
                      <span className={own.links}>
                        <Button
                          size="mini"
                          disabled={i === 0}
                          onClick={() => move(i, -1)}
                          aria-label={`上移${p.name}`}
                        >
                          上移
                        </Button>
                        <Button
                          size="mini"
                          disabled={i === order.length - 1}
                          onClick={() => move(i, 1)}
                          aria-label={`下移${p.name}`}
                        >
                          下移
                        </Button>
                      </span>
                    }
                  />
                ))}
              </ListRows>
            </Section>
            <Note>店铺主页按此顺序展示组合。</Note>
            <Actions>
              <Button
                block
                color="primary"
                loading={state.isLoading}
                onClick={() =>
                  void sort({ body: { portfolio_ids: order.map((p) => p.id) } })
                    .unwrap()
                    .then(() => feedback.toast('排序已保存'))
                    .catch((e: unknown) => feedback.toast(errorMessage(e)))
                }
              >
                保存排序
              </Button>
              <Link className={s.link} to={appPaths.portfolioCreate()}>
                创建组合
              </Link>
            </Actions>
          </>
        )}
      </LoadState>
    </Page>
  );
}

export default StorePortfoliosSettingsScreen;
