import { formatDateTime } from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { ExampleTag, ListRows } from '@jijin/ui';
import type { Schemas } from '../../app/api-types';
import { ListRowLink } from '../../shared/list-row-link';

/**
 * One post as a list cell (ui's `ListRow`; place it in `ListRows`, or in a `PagedRow` inside a
 * paged list) opening its detail: the title (with the example tag when the server flags it) as
 * the link's name, then author, time, likes and comments.
 */
export function StatusRow({ st }: { st: Schemas['StatusPost'] }) {
  return (
    <ListRowLink
      to={appPaths.statusDetail(st.id)}
      title={
        <>
          {st.title ?? '无标题动态'}
          {st.is_example && <ExampleTag />}
        </>
      }
      description={`${st.user.username} · ${formatDateTime(st.publish_at)} · 赞 ${st.likes_count ?? 0} · 评论 ${st.comments_count ?? 0}`}
    />
  );
}

/** Posts as list cells named `label` (the text itself renders only on the detail, through SafeHtml). */
export function StatusList({ items, label }: { items: Schemas['StatusPost'][]; label: string }) {
  return (
    <ListRows label={label} flush>
      {items.map((st) => (
        <StatusRow key={st.id} st={st} />
      ))}
    </ListRows>
  );
}
