import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useGetMessageQuery, useReadMessageMutation } from '../api';
import { messageTime } from '../categories';
import s from '../messages.module.css';

/** /accounts/messages/{id}/: one message in full; opening it marks it read. */
export function MessageDetailScreen() {
  const id = Number(useParams().id);
  const q = useGetMessageQuery({ id });
  const [read] = useReadMessageMutation();
  const unread = q.data?.read === false;
  useEffect(() => {
    if (unread) void read({ id });
  }, [unread, id, read]);
  return (
    <Page title="消息详情">
      <QueryState query={q}>
        {(m) => (
          <article className={s.card} aria-labelledby="message-title">
            <h2 id="message-title">{m.title}</h2>
            <p className={s.time}>{messageTime(m.created_at)}</p>
            <p className={s.content}>{m.content}</p>
            {m.link && <Link to={m.link}>查看详情</Link>}
          </article>
        )}
      </QueryState>
    </Page>
  );
}

export default MessageDetailScreen;
