import { appPaths } from '../../app/routes/index';
import { EmptyState, ListRows } from '@jijin/ui';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { ListRowLink } from '../../shared/list-row-link';
import { LoadState } from '../../shared/load-state';
import { useGetFuturesProductQuery } from '../../futures/api';
import { SpecList } from '../../futures/components/spec-list';
import { productTypeOf } from '../../futures/product-types';
import s from '../../futures/components/futures.module.css';

/**
 * /futures/products/:id/?product_type= (spec 001 §7 Futures `GET /futures/products/{id}/`): the
 * product's contract specification and the contracts listed today, each opening its instrument;
 * 产品点评 opens the product's reviews.
 */
export function ProductScreen() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const raw = params.get('product_type');
  const productId = Number(id);
  const product = useGetFuturesProductQuery({
    id: productId,
    ...(raw ? { product_type: productTypeOf(raw) } : {}),
  });
  const p = product.data;
  return (
    <Page title={p?.name ?? '期货品种'}>
      <LoadState query={product}>
        {p && (
          <>
            <section className={s.section} aria-labelledby="product-spec">
              <h2 id="product-spec" className={s.sectionTitle}>
                {p.name}
                {p.code && <span className={s.code}>{p.code}</span>}
              </h2>
              {p.description && <p className={s.muted}>{p.description}</p>}
              {p.spec ? <SpecList spec={p.spec} /> : <p className={s.muted}>暂无合约规格</p>}
            </section>
            <section className={s.section} aria-labelledby="product-instruments">
              <h2 id="product-instruments" className={s.sectionTitle}>
                在市合约
              </h2>
              {(p.instruments ?? []).length === 0 ? (
                <EmptyState title="暂无在市合约" />
              ) : (
                <ListRows label="在市合约" flush>
                  {(p.instruments ?? []).map((i) => (
                    <ListRowLink
                      key={i.id}
                      to={appPaths.futuresInstrument(i.id)}
                      title={
                        <>
                          {i.name}
                          <span className={s.code}>{i.code}</span>
                        </>
                      }
                      description={
                        i.last_trading_day ? `最后交易日 ${i.last_trading_day}` : undefined
                      }
                      extra={i.price ?? '暂无行情'}
                    />
                  ))}
                </ListRows>
              )}
            </section>
            <nav className={s.links} aria-label="更多">
              <Link className={s.link} to={appPaths.futuresProductReviews({ product_id: p.id })}>
                产品点评
              </Link>
            </nav>
          </>
        )}
      </LoadState>
    </Page>
  );
}

export default ProductScreen;
