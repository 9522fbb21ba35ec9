import { formatDate } from '@jijin/core';
import { ListRows, PercentText } from '@jijin/ui';
import { NetValueChart } from '@jijin/ui/charts';
import { Steps } from 'antd-mobile';
import { useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import {
  useGetServiceReportChartQuery,
  useGetServiceReportQuery,
  useListServiceReportTradesQuery,
} from '../../portfolios/api';
import { Kv, Section } from '../../shared/blocks';
import { OrderRow } from '../../portfolios/components/order-row';

/**
 * /accounts/portfolio/service_report/records/{id}: a monthly report — the month's return against
 * CSI 300, its daily chart, the orders of the month as a status timeline.
 */
export function ReportScreen() {
  const id = Number(useParams().id);
  const q = useGetServiceReportQuery({ id });
  const chart = useGetServiceReportChartQuery({ id });
  const trades = useListServiceReportTradesQuery({ id });
  return (
    <Page title="月度服务报告">
      <QueryState query={q}>
        {(r) => (
          <>
            <Section title={r.title}>
              <Kv
                items={[
                  ['报告期', `${formatDate(r.start_date)} ~ ${formatDate(r.end_date)}`],
                  ['组合收益', <PercentText key="p" value={r.percent ?? null} />],
                  ['沪深300', <PercentText key="t" value={r.track_percent ?? null} />],
                ]}
              />
              <p>{r.summary}</p>
            </Section>
            <Section title="当月走势">
              <NetValueChart
                points={chart.data ?? []}
                period="m"
                names={{ main: r.fund_portfolio.name, track: '沪深300' }}
                animation={false}
              />
            </Section>
            <Section title="当月交易">
              <Steps direction="vertical">
                {(trades.data ?? []).map((o) => (
                  <Steps.Step
                    key={o.id}
                    status="finish"
                    title={o.status_display}
                    description={
                      <ListRows flush>
                        <OrderRow o={o} />
                      </ListRows>
                    }
                  />
                ))}
              </Steps>
              {trades.data?.length === 0 && <p>当月没有交易</p>}
            </Section>
          </>
        )}
      </QueryState>
    </Page>
  );
}

export default ReportScreen;
