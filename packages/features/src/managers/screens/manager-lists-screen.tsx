import { appPaths } from '../../app/routes/index';
import { EmptyState, ListRows } from '@jijin/ui';
import { Link } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useListManagerListsQuery } from '../../managers/api';
import { ManagerRow } from '../../managers/components/manager-row';
import s from './manager-compare.module.css';

/** /symbols/funds/managers/lists/: the manager rankings (经理榜单), the first three of each. */
export function ManagerListsScreen() {
  const q = useListManagerListsQuery();
  return (
    <Page title="经理榜单">
      <QueryState query={q}>
        {(lists) =>
          lists.length === 0 ? (
            <EmptyState title="暂无榜单" />
          ) : (
            <>
              {lists.map((l) => (
                <section key={l.id} className={s.card} aria-labelledby={`list-${l.id}`}>
                  <h2 id={`list-${l.id}`} className={s.name}>
                    {l.title}
                  </h2>
                  {l.description && <p className={s.muted}>{l.description}</p>}
                  <ListRows label={`${l.title}前三`} flush>
                    {(l.managers ?? []).map((m) => (
                      <ManagerRow key={m.id} manager={m} />
                    ))}
                  </ListRows>
                  <Link className={s.more} to={appPaths.managerListDetail(l.id)}>
                    查看{l.title}（共{l.managers_count ?? (l.managers ?? []).length}位）
                  </Link>
                </section>
              ))}
              <p className={s.hint}>榜单按由真实净值计算的评分排序，方法见说明。</p>
            </>
          )
        }
      </QueryState>
    </Page>
  );
}

export default ManagerListsScreen;
