import { formatDate } from '@jijin/core';
import { ListRow, MoneyText, PercentText } from '@jijin/ui';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import type { IncomeRow } from '@jijin/core/api';
import { PagedList } from '../../shared/paged-list';
import { PagedRow } from '../../shared/blocks';
import { useListBaoIncomePagesInfiniteQuery } from '../api';
import styles from '../account-funds.module.css';

const TYPES = [
  { key: 'income', label: '每日收益' },
  { key: 'year_yld', label: '七日年化' },
  { key: 'tenthou_unit_incm', label: '万份收益' },
] as const;
type BaoIncomeType = (typeof TYPES)[number]['key'];
const byTradeDate = (r: IncomeRow) => r.trade_date;

/** /accounts/funds/bao/income_history/?type=: daily income, 七日年化 or 万份收益 history. */
export function BaoIncomeScreen() {
  const [params, setParams] = useSearchParams();
  const type: BaoIncomeType = (TYPES.find((t) => t.key === params.get('type'))?.key ??
    'income') as BaoIncomeType;
  const query = useListBaoIncomePagesInfiniteQuery({ page_size: 30, type });
  return (
    <Page title="理财宝收益">
      <div role="tablist" aria-label="收益类型" className={styles.tabs}>
        {TYPES.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            aria-selected={t.key === type}
            className={`${styles.tab} ${t.key === type ? styles.tabActive : ''}`}
            onClick={() => setParams({ type: t.key }, { replace: true })}
          >
            {t.label}
          </button>
        ))}
      </div>
      <PagedList
        query={query}
        keyOf={byTradeDate}
        label={TYPES.find((t) => t.key === type)!.label}
        emptyText="暂无记录"
        itemKey={(r) => r.trade_date}
        render={(r) => (
          <PagedRow>
            <ListRow
              title={formatDate(r.trade_date)}
              extra={
                type === 'income' ? (
                  <MoneyText value={r.income_latest} signed />
                ) : type === 'year_yld' ? (
                  <PercentText value={r.year_yld} />
                ) : (
                  <span>{r.tenthou_unit_incm ?? '--'}</span>
                )
              }
            />
          </PagedRow>
        )}
      />
    </Page>
  );
}

export default BaoIncomeScreen;
