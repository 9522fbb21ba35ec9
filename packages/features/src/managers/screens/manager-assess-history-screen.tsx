import { appPaths } from '../../app/routes/index';
import { EmptyState, ListRows } from '@jijin/ui';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '../../app/page';
import { useServices } from '../../app/services-context';
import { ListRowLink } from '../../shared/list-row-link';
import { useListAssessQuestionsQuery } from '../../managers/api';
import { assessHistory } from '../../managers/assess';
import s from './manager-assess.module.css';

/** /symbols/funds/managers/assess/history: the assessments taken on this device, newest first. */
export function ManagerAssessHistoryScreen() {
  const { storage } = useServices();
  const entries = useMemo(() => assessHistory(storage).all(), [storage]);
  const q = useListAssessQuestionsQuery();
  const label = (id: string) =>
    q.data?.flatMap((x) => x.options).find((o) => String(o.id) === id)?.content ?? id;
  return (
    <Page title="测评记录">
      {entries.length === 0 ? (
        <EmptyState title="暂无测评记录" />
      ) : (
        <ListRows label="测评记录">
          {entries.map((e) => (
            <ListRowLink
              key={e.options}
              to={appPaths.managerAssess({ options: e.options })}
              title={`${e.at.slice(0, 10)} 的测评`}
              description={e.options.split(',').map(label).join(' · ')}
            />
          ))}
        </ListRows>
      )}
      <p className={s.links}>
        <Link to={appPaths.managerQuestion({ again: 1 })}>重新测评</Link>
      </p>
    </Page>
  );
}

export default ManagerAssessHistoryScreen;
