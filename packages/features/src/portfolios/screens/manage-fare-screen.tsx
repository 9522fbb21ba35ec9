import { formatDate } from '@jijin/core';
import { EmptyState, ListRow, ListRows, MoneyText } from '@jijin/ui';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useGetMyManageFareQuery } from '../../portfolios/api';
import { Kv, Note, Section } from '../../shared/blocks';

/**
 * /accounts/portfolios/manage_fare/: the advisory fee, accrued daily on each holding's worth at the
 * portfolio's `manage_fare` rate, by portfolio and month (charged once the month has ended).
 */
export function ManageFareScreen() {
  const q = useGetMyManageFareQuery();
  return (
    <Page title="投顾服务费">
      <QueryState query={q}>
        {(m) => (
          <>
            <Section label="服务费合计">
              <Kv
                items={[
                  [
                    '累计服务费（元）',
                    <MoneyText key="t" value={m.fare_total} data-testid="manage-fare-total" />,
                  ],
                  ['待收取（元）', <MoneyText key="u" value={m.fare_unpaid} />],
                ]}
              />
            </Section>
            {m.results.length === 0 ? (
              <EmptyState description="暂无投顾服务费" />
            ) : (
              <Section title="明细">
                <ListRows label="服务费明细" flush>
                  {m.results.map((r) => (
                    <ListRow
                      key={r.id}
                      title={r.fund_portfolio.name}
                      description={`${formatDate(r.start_date)} ~ ${formatDate(r.end_date)} · 年费率${r.fare_ratio ?? '--'}% · ${r.status === 1 ? '已收取' : '计提中'}`}
                      extra={<MoneyText value={r.fare} unit="元" />}
                    />
                  ))}
                </ListRows>
              </Section>
            )}
            <Note>服务费按每日持有市值×年费率÷365计提，按月收取。</Note>
          </>
        )}
      </QueryState>
    </Page>
  );
}

export default ManageFareScreen;
