import { formatDate, formatPercent } from '@jijin/core';
import { ASSET_HISTORY_PAGE_SIZE, HOLDER_STRUCTURE_PAGE_SIZE } from '../constants';
import { EmptyState, ListRow, ListRows } from '@jijin/ui';
import { Tabs } from 'antd-mobile';
import { useParams, useSearchParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useGetFundAssetConfQuery } from '../../shared/api';
import {
  AllocationBar,
  AllocationLoad,
  HoldingsTable,
  IndustryTable,
} from '../../shared/asset-allocation';
import { useGetFundAssetHistoryQuery, useGetFundHoldStructQuery } from '../../research/api';
import { NO_SOURCE_TEXT } from '../../research/components/no-source';
import s from '../../research/components/research.module.css';

const pct = (v: number | null | undefined) => formatPercent(v ?? null, { sign: false }).text;

/**
 * /s/{symbol}/assets/?tab= — a fund's asset allocation, industry allocation, asset history and
 * holder structure (spec 001 §2; tab paths not given, designed here). Figures carry their
 * report date; bond and cash are 未披露 where the data has none; a failed allocation load toasts
 * and reads 暂无数据 (spec 001 §8).
 */
export function FundAssetsScreen() {
  const { symbol = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'allocation';
  const conf = useGetFundAssetConfQuery({ symbol });
  const history = useGetFundAssetHistoryQuery(
    { symbol, page_size: ASSET_HISTORY_PAGE_SIZE },
    { skip: tab !== 'history' },
  );
  const struct = useGetFundHoldStructQuery(
    { symbol, page_size: HOLDER_STRUCTURE_PAGE_SIZE },
    { skip: tab !== 'holders' },
  );
  return (
    <Page title="资产配置">
      <Tabs activeKey={tab} onChange={(k) => setParams({ tab: k }, { replace: true })}>
        <Tabs.Tab title="资产配置" key="allocation" />
        <Tabs.Tab title="行业配置" key="industry" />
        <Tabs.Tab title="资产历史" key="history" />
        <Tabs.Tab title="持有人结构" key="holders" />
      </Tabs>
      <section className={s.card}>
        {(tab === 'allocation' || tab === 'industry') && (
          <AllocationLoad query={conf}>
            {(d) =>
              tab === 'allocation' ? (
                <>
                  <AllocationBar data={d} />
                  <h2 className={s.title}>前十大重仓股</h2>
                  <HoldingsTable data={d} />
                </>
              ) : (
                <IndustryTable data={d} />
              )
            }
          </AllocationLoad>
        )}
        {tab === 'history' && (
          <QueryState query={history}>
            {(p) =>
              p.results.length === 0 ? (
                <EmptyState description="暂无数据" />
              ) : (
                <table className={s.table}>
                  <caption className={s.muted}>各报告期资产配置（占基金总资产）</caption>
                  <thead>
                    <tr>
                      <th scope="col">报告期</th>
                      <th scope="col">股票</th>
                      <th scope="col">其他/未披露</th>
                    </tr>
                  </thead>
                  <tbody>
                    {(p.results as Schemas['AssetAllocation'][]).map((r) => (
                      <tr key={r.report_date}>
                        <th scope="row">{formatDate(r.report_date)}</th>
                        <td>{pct(r.stock)}</td>
                        <td>{pct(r.other)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )
            }
          </QueryState>
        )}
        {tab === 'holders' && (
          <QueryState query={struct}>
            {(p) =>
              p.results.length === 0 ? (
                <EmptyState description={NO_SOURCE_TEXT.holderStructure} />
              ) : (
                <ListRows flush>
                  {(p.results as Schemas['HolderStructure'][]).map((r) => (
                    <ListRow
                      key={r.report_date}
                      title={`${formatDate(r.report_date)} 机构 ${pct(r.institution_percent)} 个人 ${pct(r.individual_percent)}`}
                    />
                  ))}
                </ListRows>
              )
            }
          </QueryState>
        )}
      </section>
    </Page>
  );
}

export default FundAssetsScreen;
