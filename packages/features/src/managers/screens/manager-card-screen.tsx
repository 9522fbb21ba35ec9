import { EmptyState, ListRows } from '@jijin/ui';
import { Selector } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useGetManagerFilterConditionsQuery, useListFundManagersQuery } from '../../managers/api';
import { ManagerCard } from '../../managers/components/manager-row';
import s from './manager-assess.module.css';

/**
 * /symbols/funds/managers/card?tags=: managers matching the comma-separated filter tags
 * (`filter_conditions/` values: seniority, AUM, type, scored), as cards; the conditions can be
 * changed here.
 */
export function ManagerCardScreen() {
  const [params, setParams] = useSearchParams();
  const tags = (params.get('tags') ?? '').split(',').filter(Boolean);
  const conditions = useGetManagerFilterConditionsQuery();
  const list = useListFundManagersQuery({
    tags: tags.join(',') || undefined,
    page: 1,
    page_size: 20,
  });
  return (
    <Page title="基金经理卡片">
      <section className={s.card} aria-label="筛选条件">
        {(conditions.data ?? []).map((c) => (
          <div key={c.key} role="group" aria-label={c.title}>
            <p className={s.muted}>{c.title}</p>
            <Selector
              multiple
              value={tags.filter((t) => c.options.some((o) => o.value === t))}
              options={c.options}
              onChange={(v) => {
                const others = tags.filter((t) => !c.options.some((o) => o.value === t));
                const next = [...others, ...v];
                setParams(next.length ? { tags: next.join(',') } : {}, { replace: true });
              }}
            />
          </div>
        ))}
      </section>
      <section className={s.card} aria-label="符合条件的基金经理">
        <QueryState query={list}>
          {(page) =>
            page.results.length === 0 ? (
              <EmptyState title="没有符合条件的基金经理" />
            ) : (
              <ListRows label="基金经理卡片" flush>
                {page.results.map((m) => (
                  <ManagerCard key={m.id} m={m} />
                ))}
              </ListRows>
            )
          }
        </QueryState>
      </section>
    </Page>
  );
}

export default ManagerCardScreen;
