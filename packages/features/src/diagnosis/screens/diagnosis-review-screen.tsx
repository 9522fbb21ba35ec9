import { TRADE_MESSAGES } from '@jijin/core/messages';
import { appPaths } from '../../app/routes/index';
import { EmptyState, FundScoreBadge, ListRows, feedback } from '@jijin/ui';
import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '../../app/page';
import { errorMessage } from '../../shared/errors';
import { ListRowLink } from '../../shared/list-row-link';
import { QueryState } from '../../shared/query-state';
import {
  DIAGNOSIS_LIST_PAGE_SIZE,
  useListDiagnosesQuery,
  useUnfollowDiagnosisMutation,
} from '../../diagnosis/api';
import s from './diagnosis-screens.module.css';

const SORTS = [
  { key: '-updated_at', label: '最近诊断' },
  { key: '-score', label: '评分从高到低' },
  { key: 'score', label: '评分从低到高' },
] as const;

/**
 * /symbols/funds/diagnosis/review/: the tracked funds with sort, an edit mode and stop-tracking
 * (spec 001 §4: confirmation, then the row is removed); alerts show on their rows.
 */
export function DiagnosisReviewScreen() {
  const [sort, setSort] = useState<string>(SORTS[0].key);
  const [editing, setEditing] = useState(false);
  const q = useListDiagnosesQuery({
    page: 1,
    page_size: DIAGNOSIS_LIST_PAGE_SIZE,
    is_following: true,
    sort,
  });
  const [unfollow] = useUnfollowDiagnosisMutation();
  const stop = async (id: number) => {
    if (
      !(await feedback.confirm({ title: '停止跟踪', content: TRADE_MESSAGES.stopTrackingConfirm }))
    )
      return;
    try {
      await unfollow({ id }).unwrap();
      feedback.toast('已停止跟踪');
    } catch (e) {
      feedback.toast(errorMessage(e));
    }
  };
  return (
    <Page
      title="跟踪的基金"
      right={
        <Button size="mini" fill="none" onClick={() => setEditing(!editing)}>
          {editing ? '完成' : '编辑'}
        </Button>
      }
    >
      <Tabs activeKey={sort} onChange={setSort}>
        {SORTS.map((t) => (
          <Tabs.Tab key={t.key} title={t.label} />
        ))}
      </Tabs>
      <section className={s.card}>
        <QueryState query={q}>
          {(page) =>
            page.results.length === 0 ? (
              <EmptyState
                title="还没有跟踪的基金"
                description="诊断基金后点“跟踪”，评分下降或基金经理变更时会提醒您"
                action={<Link to={appPaths.diagnosisHome()}>去诊断</Link>}
              />
            ) : (
              <ListRows label="跟踪的基金" flush>
                {page.results.map((d) => (
                  <ListRowLink
                    key={d.id}
                    to={appPaths.diagnosisReviewDetail(d.id)}
                    title={d.fund.abbr_name}
                    description={
                      <span className={s.lines}>
                        <span>
                          {d.fund.symbol} · {d.analyse_date}
                        </span>
                        {d.is_alert && (
                          <span className={s.alert}>预警：{d.alert_reason ?? '评分下降'}</span>
                        )}
                      </span>
                    }
                    extra={editing ? undefined : <FundScoreBadge score={d.score ?? null} />}
                    action={
                      editing ? (
                        <Button size="mini" color="danger" onClick={() => void stop(d.id)}>
                          停止跟踪
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
    </Page>
  );
}

export default DiagnosisReviewScreen;
