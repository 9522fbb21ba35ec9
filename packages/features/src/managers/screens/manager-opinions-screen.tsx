import { EmptyState, SafeHtml } from '@jijin/ui';
import { useParams, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useGetCategoryTimelineQuery } from '../api';
import s from './manager-compare.module.css';

/**
 * /symbols/funds/managers/{id}/opinions/?name=: the manager-opinion timeline (statuses of
 * content_type 10, content_subtype 103, manager_id — spec 001 §7). The sandbox has no source of
 * manager opinions, so it answers an empty page and the screen says so.
 */
export function ManagerOpinionsScreen() {
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const name = params.get('name');
  const q = useGetCategoryTimelineQuery({
    content_type: '10',
    content_subtype: 103,
    manager_id: id,
    page: 1,
  });
  return (
    <Page title={name ? `${name}的观点` : '经理观点'}>
      <QueryState query={q}>
        {(page) =>
          page.results.length === 0 ? (
            <EmptyState title="暂无经理观点" />
          ) : (
            <ol className={s.list} aria-label="经理观点">
              {page.results.map((p) => (
                <li key={p.id} className={s.card}>
                  {p.title && <h2 className={s.name}>{p.title}</h2>}
                  <SafeHtml html={p.text} />
                  <time className={s.muted} dateTime={p.publish_at}>
                    {p.publish_at.slice(0, 10)}
                  </time>
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
    </Page>
  );
}

export default ManagerOpinionsScreen;
