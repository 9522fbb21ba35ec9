import { formatDateTime } from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { Link } from 'react-router-dom';
import { ExampleTag } from '@jijin/ui';
import type { Schemas } from '../../app/api-types';
import s from './research.module.css';

/** One post as a link: title (the example tag when the server flags it), author, time, likes, comments. */
export function StatusLink({ st }: { st: Schemas['StatusPost'] }) {
  return (
    <Link className={s.rowMain} to={appPaths.statusDetail(st.id)}>
      <span className={s.name}>{st.title ?? '无标题动态'}</span>
      {st.is_example && <ExampleTag />}
      <span className={s.code}>
        {st.user.username} · {formatDateTime(st.publish_at)} · 赞 {st.likes_count ?? 0} · 评论{' '}
        {st.comments_count ?? 0}
      </span>
    </Link>
  );
}

/** Post titles as links (the text itself renders only on the detail, through SafeHtml). */
export function StatusList({ items, label }: { items: Schemas['StatusPost'][]; label: string }) {
  return (
    <ul className={s.rows} aria-label={label}>
      {items.map((st) => (
        <li key={st.id} className={s.row}>
          <StatusLink st={st} />
        </li>
      ))}
    </ul>
  );
}
