import { RECOMMEND_STATUSES_PAGE_SIZE } from '../constants';
import { appPaths } from '../../app/routes/index';
import { EmptyState, feedback } from '@jijin/ui';
import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { loginPathFor } from '../../app/guard';
import { selectIsLoggedIn } from '../../app/auth-slice';
import { Page } from '../../app/page';
import { useAppSelector } from '../../app/store';
import { errorMessage, fieldError } from '../../shared/errors';
import { QueryState } from '../../shared/query-state';
import {
  useListRecommendedStatusesPagesInfiniteQuery,
  useGetCategoryTimelineQuery,
  useCreateStatusMutation,
} from '../../research/api';
import { PagedList } from '../../shared/paged-list';
import { skipToken } from '@reduxjs/toolkit/query';
import { StatusList, StatusRow } from '../../research/components/status-list';
import { PagedRow } from '../../shared/blocks';
import s from '../../research/components/research.module.css';

/**
 * /statuses/news/?tab= — 资讯 (content_type 10), 讨论 (topics, content_type 0) with a composer
 * (a logged-in user posts a topic; the post opens on its detail) and 推荐 (`GET
 * /statuses/recommend/`, 10 a page as the spec's default, later pages appended).
 */
export function NewsScreen() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = asked === 'topics' || asked === 'recommend' ? asked : 'news';
  const q = useGetCategoryTimelineQuery(
    tab === 'recommend'
      ? skipToken
      : { content_type: tab === 'news' ? '10' : '0', page: 1, page_size: 20 },
  );
  const recommended = useListRecommendedStatusesPagesInfiniteQuery(
    tab === 'recommend' ? { page_size: RECOMMEND_STATUSES_PAGE_SIZE } : skipToken,
  );
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const [create, creating] = useCreateStatusMutation();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const post = async () => {
    if (!loggedIn) {
      navigate(loginPathFor(location.pathname + location.search));
      return;
    }
    if (!text.trim()) {
      setError('请输入内容');
      return;
    }
    setError('');
    try {
      const st = await create({
        body: { title: title.trim() || undefined, text, content_type: 0 },
      }).unwrap();
      setTitle('');
      setText('');
      feedback.toast('发布成功');
      navigate(appPaths.statusDetail(st.id));
    } catch (e) {
      setError(fieldError(e, 'text') ?? errorMessage(e));
    }
  };
  return (
    <Page title="资讯与讨论">
      <Tabs activeKey={tab} onChange={(k) => setParams({ tab: k }, { replace: true })}>
        <Tabs.Tab title="资讯" key="news" />
        <Tabs.Tab title="讨论" key="topics" />
        <Tabs.Tab title="推荐" key="recommend" />
      </Tabs>
      {tab === 'topics' && (
        <section className={s.card} aria-labelledby="compose-title">
          <h2 id="compose-title" className={s.title}>
            发帖
          </h2>
          <label className={s.field}>
            标题（选填）
            <input value={title} maxLength={50} onChange={(e) => setTitle(e.target.value)} />
          </label>
          <label className={s.field}>
            内容
            <textarea
              rows={4}
              value={text}
              maxLength={5000}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={!!error}
            />
          </label>
          {error && (
            <p className={s.error} role="alert">
              {error}
            </p>
          )}
          <Button color="primary" size="small" loading={creating.isLoading} onClick={post}>
            发布
          </Button>
        </section>
      )}
      {tab === 'recommend' ? (
        <section className={s.card}>
          <PagedList
            query={recommended}
            label="推荐列表"
            emptyText="暂无内容"
            itemKey={(st) => st.id}
            keyOf={(st) => st.id}
            render={(st) => (
              <PagedRow>
                <StatusRow st={st as Schemas['StatusPost']} />
              </PagedRow>
            )}
          />
        </section>
      ) : (
        <section className={s.card}>
          <QueryState query={q}>
            {(page) =>
              page.results.length === 0 ? (
                <EmptyState description="暂无内容" />
              ) : (
                <StatusList
                  items={page.results as Schemas['StatusPost'][]}
                  label={tab === 'news' ? '资讯列表' : '讨论列表'}
                />
              )
            }
          </QueryState>
        </section>
      )}
    </Page>
  );
}

export default NewsScreen;
