import { appPaths } from '../../app/routes/index';
import { EmptyState, feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { selectIsLoggedIn } from '../../app/auth-slice';
import { Page } from '../../app/page';
import { useAppSelector } from '../../app/store';
import { errorMessage } from '../../shared/errors';
import { LoadState } from '../../shared/load-state';
import {
  useGetStoreTimelineQuery,
  useLikeStoreTimelineMutation,
  useUnlikeStoreTimelineMutation,
} from '../api';
import { STORE_TIMELINE_PAGE_SIZE } from '../page-sizes';
import { Section, blocks as s } from '../../shared/blocks';
import { AdjustmentSummary, PostText } from '../components/store-bits';
import own from '../components/store-blocks.module.css';

/** /store/timeline/ (?store_id&portfolio_id): store posts, with their adjustment; likes persist. */
export function StoreTimelineScreen() {
  const [sp] = useSearchParams();
  const num = (k: string) => (sp.get(k) ? Number(sp.get(k)) : undefined);
  const q = useGetStoreTimelineQuery({
    store_id: num('store_id'),
    portfolio_id: num('portfolio_id'),
    page_size: STORE_TIMELINE_PAGE_SIZE,
  });
  const rows = q.data?.results ?? [];
  return (
    <Page title="店铺动态">
      <LoadState query={q}>
        {rows.length === 0 ? (
          <EmptyState description="暂无动态" />
        ) : (
          <Section label="动态">
            {rows.map((t) => (
              <Post key={t.id} t={t} />
            ))}
          </Section>
        )}
      </LoadState>
    </Page>
  );
}

function Post({ t }: { t: Schemas['StoreTimelineItem'] }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [like, liking] = useLikeStoreTimelineMutation();
  const [unlike, unliking] = useUnlikeStoreTimelineMutation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <article className={own.post} aria-label={t.title ?? '动态'}>
      {t.title && <h2 className={own.postTitle}>{t.title}</h2>}
      <p className={s.muted}>{t.publish_at?.slice(0, 16).replace('T', ' ')}</p>
      <PostText text={t.text} />
      {t.position_adjustment && <AdjustmentSummary a={t.position_adjustment} />}
      {(t.portfolios ?? []).map((p) => (
        <p key={p.id} className={s.muted}>
          关联组合：
          <Link className={s.link} to={appPaths.portfolioDetail(p.id)}>
            {p.name}
          </Link>
        </p>
      ))}
      <Button
        size="mini"
        loading={liking.isLoading || unliking.isLoading}
        aria-pressed={t.liked}
        onClick={() => {
          if (!loggedIn)
            return navigate(appPaths.login({ next: location.pathname + location.search }));
          void (t.liked ? unlike : like)({ body: { status: t.id } })
            .unwrap()
            .catch((e: unknown) => feedback.toast(errorMessage(e)));
        }}
      >
        {t.liked ? '已赞' : '点赞'} {t.attitudes_count}
      </Button>
    </article>
  );
}

export default StoreTimelineScreen;
