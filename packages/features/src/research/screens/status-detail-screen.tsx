import { formatDateTime } from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { EmptyState, ExampleTag, ListRow, ListRows, SafeHtml, feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { Fragment, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { loginPathFor } from '../../app/guard';
import { selectIsLoggedIn, selectUserId } from '../../app/auth-slice';
import { useAppSelector } from '../../app/store';
import { QueryState } from '../../shared/query-state';
import { useGetSettingsQuery } from '../../shared/api';
import { errorMessage } from '../../shared/errors';
import {
  useCreateStatusCommentMutation,
  useListStatusCommentsQuery,
  useDeleteStatusCommentMutation,
  useDeleteStatusMutation,
  useLikeStatusMutation,
  useUnlikeStatusMutation,
  useGetStatusQuery,
} from '../../research/api';
import s from '../../research/components/research.module.css';

/** The comments shown under a status: the newest 50 (one page). */
const COMMENTS_PAGE_SIZE = 50;

const CONTENT_TYPE_LABEL: Record<number, string> = {
  0: '话题',
  10: '资讯',
  20: '公告',
  30: '研报',
  40: '悬赏',
  50: '基金专题',
};

/** User images without alt text get an empty one (decorative) so the post stays accessible. */
export function withImageAlt(html: string): string {
  return html.replace(/<img\b(?![^>]*\balt\s*=)/gi, '<img alt=""');
}

/**
 * /statuses/{id} — a post (spec 001 §3 Status post, §7 Statuses): its text rendered through
 * SafeHtml (sanitized, no script runs), likes with a count kept by the server, comments (post
 * and delete one's own), and deleting one's own post.
 */
export function StatusDetailScreen() {
  const id = Number(useParams().id);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const meFromState = useAppSelector(selectUserId);
  const meQuery = useGetSettingsQuery(undefined, { skip: !loggedIn });
  const me = meQuery.data?.id ?? meFromState;
  const navigate = useNavigate();
  const location = useLocation();
  const q = useGetStatusQuery({ id });
  const comments = useListStatusCommentsQuery({ id, page_size: COMMENTS_PAGE_SIZE });
  const [like, liking] = useLikeStatusMutation();
  const [unlike, unliking] = useUnlikeStatusMutation();
  const [comment, commenting] = useCreateStatusCommentMutation();
  const [removeComment] = useDeleteStatusCommentMutation();
  const [removeStatus] = useDeleteStatusMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const needLogin = () => {
    if (loggedIn) return false;
    navigate(loginPathFor(location.pathname + location.search));
    return true;
  };
  const send = async () => {
    if (needLogin()) return;
    if (!text.trim()) {
      setError('请输入评论内容');
      return;
    }
    setError('');
    try {
      await comment({ id, body: { text } }).unwrap();
      setText('');
      feedback.toast('评论成功');
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Page title="动态详情">
      <QueryState query={q}>
        {(st) => (
          <>
            <article className={s.card} aria-labelledby="status-title">
              <h2 id="status-title" className={s.title}>
                {st.title ?? CONTENT_TYPE_LABEL[st.content_type] ?? '动态'}
                {st.is_example && (
                  <>
                    {' '}
                    <ExampleTag />
                  </>
                )}
              </h2>
              <p className={s.muted}>
                {st.user.id > 0 ? (
                  <Link to={appPaths.userProfile(st.user.id)}>{st.user.username}</Link>
                ) : (
                  st.user.username
                )}{' '}
                · {formatDateTime(st.publish_at)}
                {st.source ? ` · ${st.source}` : ''}
              </p>
              <SafeHtml className={s.post} html={withImageAlt(st.text)} lineBreaks />
              {(st.symbols ?? []).length > 0 && (
                <p className={s.muted}>
                  相关基金：
                  {(st.symbols ?? []).map((f) => (
                    <Link
                      key={f.symbol}
                      to={appPaths.fundDetail(f.symbol)}
                      style={{ marginRight: 8 }}
                    >
                      {f.abbr_name}
                    </Link>
                  ))}
                </p>
              )}
              <div className={s.actions}>
                <Button
                  size="small"
                  color={st.liked ? 'primary' : 'default'}
                  aria-pressed={!!st.liked}
                  loading={liking.isLoading || unliking.isLoading}
                  onClick={async () => {
                    if (needLogin()) return;
                    try {
                      await (st.liked ? unlike : like)({ body: { status: id } }).unwrap();
                    } catch (e) {
                      feedback.toast(errorMessage(e));
                    }
                  }}
                >
                  {st.liked ? '已赞' : '点赞'} {st.likes_count ?? 0}
                </Button>
                <span className={s.muted}>评论 {st.comments_count ?? 0}</span>
                {loggedIn && st.user.id === me && (
                  <Button
                    size="small"
                    color="danger"
                    fill="outline"
                    onClick={async () => {
                      if (!(await feedback.confirm('确定要删除这条动态吗？'))) return;
                      try {
                        await removeStatus({ id }).unwrap();
                        feedback.toast('已删除');
                        navigate(appPaths.statusNews(), { replace: true });
                      } catch (e) {
                        feedback.toast(errorMessage(e));
                      }
                    }}
                  >
                    删除动态
                  </Button>
                )}
              </div>
            </article>
            <section className={s.card} aria-labelledby="comments-title">
              <h2 id="comments-title" className={s.title}>
                评论
              </h2>
              <label className={s.field}>
                写评论
                <textarea
                  value={text}
                  maxLength={500}
                  rows={3}
                  onChange={(e) => setText(e.target.value)}
                  aria-invalid={!!error}
                />
              </label>
              {error && (
                <p className={s.error} role="alert">
                  {error}
                </p>
              )}
              <Button color="primary" size="small" loading={commenting.isLoading} onClick={send}>
                发表评论
              </Button>
              <QueryState query={comments}>
                {(page) =>
                  page.results.length === 0 ? (
                    <EmptyState description="还没有评论" />
                  ) : (
                    <ListRows label="评论列表" flush>
                      {(page.results as Schemas['Comment'][]).map((c) => (
                        <ListRow
                          key={c.id}
                          title={
                            <span className={s.name}>
                              {c.text.split('\n').map((line, i) => (
                                <Fragment key={i}>
                                  {i > 0 && <br />}
                                  {line}
                                </Fragment>
                              ))}
                            </span>
                          }
                          description={`${c.user.username} · ${formatDateTime(c.created_at)}`}
                          action={
                            loggedIn && c.user.id === me ? (
                              <Button
                                size="mini"
                                fill="none"
                                aria-label={`删除评论：${c.text}`}
                                onClick={async () => {
                                  try {
                                    await removeComment({ id, comment_id: c.id }).unwrap();
                                    feedback.toast('评论已删除');
                                  } catch (e) {
                                    feedback.toast(errorMessage(e));
                                  }
                                }}
                              >
                                删除
                              </Button>
                            ) : undefined
                          }
                        />
                      ))}
                    </ListRows>
                  )
                }
              </QueryState>
            </section>
          </>
        )}
      </QueryState>
    </Page>
  );
}

export default StatusDetailScreen;
