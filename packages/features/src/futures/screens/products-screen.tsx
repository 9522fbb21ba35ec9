import { appPaths } from '../../app/routes/index';
import { EmptyState, ListRows } from '@jijin/ui';
import { Tabs } from 'antd-mobile';
import { Link, useSearchParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { ListRowLink } from '../../shared/list-row-link';
import { LoadState } from '../../shared/load-state';
import { useListFuturesProductsQuery } from '../../futures/api';
import { PRODUCT_TYPES, productTypeOf } from '../../futures/product-types';
import s from '../../futures/components/futures.module.css';

/**
 * /futures/products/?product_type= (spec 001 §7 Futures `GET /futures/products/`): the products by
 * type — exchange-listed commodity and financial futures with their contract size, tick and the
 * exchange's minimum margin, and asset-management products (none in the sandbox: empty state).
 */
export function ProductsScreen() {
  const [params, setParams] = useSearchParams();
  const type = productTypeOf(params.get('product_type'));
  const products = useListFuturesProductsQuery({ product_type: type, page: 1, page_size: 50 });
  const list: Schemas['FuturesProduct'][] = products.data?.results ?? [];
  return (
    <Page title="期货品种">
      <Tabs
        activeKey={type}
        onChange={(key) => setParams({ product_type: key }, { replace: true })}
      >
        {PRODUCT_TYPES.map((t) => (
          <Tabs.Tab key={t.key} title={t.label} />
        ))}
      </Tabs>
      <LoadState query={products}>
        {list.length === 0 ? (
          <EmptyState
            title={type === 'asset_management' ? '暂无资管产品' : '暂无期货品种'}
            description="暂无可展示的产品"
          />
        ) : (
          <ListRows label={PRODUCT_TYPES.find((t) => t.key === type)?.label}>
            {list.map((p) => (
              <ListRowLink
                key={p.id}
                to={appPaths.futuresProduct(p.id, { product_type: type })}
                title={
                  <>
                    {p.name}
                    {p.code && <span className={s.code}>{p.code}</span>}
                  </>
                }
                description={p.exchange}
                extra={
                  p.spec ? (
                    <>
                      <span className={s.figure}>{p.spec.contract_size}</span>
                      <span className={s.figure}>保证金≥{p.spec.margin_ratio}%</span>
                    </>
                  ) : undefined
                }
              />
            ))}
          </ListRows>
        )}
      </LoadState>
      <nav className={s.links} aria-label="期货服务">
        <Link className={s.link} to={appPaths.futuresAccounts()}>
          我的期货账户
        </Link>
        <Link className={s.link} to={appPaths.futuresIncome()}>
          收益分析
        </Link>
        <Link className={s.link} to={appPaths.futuresProductReviews()}>
          产品点评
        </Link>
      </nav>
    </Page>
  );
}

export default ProductsScreen;
