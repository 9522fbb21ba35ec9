import { EmptyState, ListRows } from '@jijin/ui';
import { useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useGetManagerListQuery } from '../../managers/api';
import { ManagerRow } from '../../managers/components/manager-row';
import s from './manager-compare.module.css';

/** /symbols/funds/managers/lists/{id}/: one ranking, in rank order. */
export function ManagerListDetailScreen() {
  const id = Number(useParams().id);
  const q = useGetManagerListQuery({ id });
  return (
    <Page title={q.data?.title ?? '经理榜单'}>
      <QueryState query={q}>
        {(l) => (
          <>
            {l.description && <p className={s.hint}>{l.description}</p>}
            {(l.managers ?? []).length === 0 ? (
              <EmptyState title="榜单暂无基金经理" />
            ) : (
              <ListRows label={l.title}>
                {(l.managers ?? []).map((m, i) => (
                  <ManagerRow
                    key={m.id}
                    manager={m}
                    extra={<span className={s.rank}>第{i + 1}名</span>}
                  />
                ))}
              </ListRows>
            )}
          </>
        )}
      </QueryState>
    </Page>
  );
}

export default ManagerListDetailScreen;
