import { EmptyState } from '@jijin/ui';
import { useSearchParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { LoadState } from '../../shared/load-state';
import { useListFuturesProductReviewsQuery } from '../../futures/api';
import s from '../../futures/components/futures.module.css';

/**
 * /futures/product_reviews/?product_id= (spec 001 §7 Futures `GET /futures/product_reviews/`):
 * reviews of the futures products, newest first; an honest empty state when there are none.
 */
export function ReviewsScreen() {
  const [params] = useSearchParams();
  const productId = Number(params.get('product_id')) || undefined;
  const reviews = useListFuturesProductReviewsQuery({
    ...(productId ? { product_id: productId } : {}),
    page: 1,
    page_size: 20,
  });
  const list: Schemas['FuturesProductReview'][] = reviews.data?.results ?? [];
  return (
    <Page title="产品点评">
      <LoadState query={reviews}>
        {list.length === 0 ? (
          <EmptyState title="暂无产品点评" />
        ) : (
          <ul className={s.list}>
            {list.map((r) => (
              <li key={r.id} className={s.review}>
                <article className={s.rowMain}>
                  <h2 className={s.rowTitle}>{r.title}</h2>
                  <p className={s.rowSub}>{r.publish_at.slice(0, 10)}</p>
                  {r.content && <p>{r.content}</p>}
                </article>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </Page>
  );
}

export default ReviewsScreen;
