import { formatBigNumber, formatDate } from '@jijin/core';
import { PAGE_SIZE } from '@jijin/core/constants';
import { PercentText } from '@jijin/ui';
import { useParams } from 'react-router-dom';
import type { BlockTrade } from '@jijin/core/api';
import { PagedList } from '../../shared/paged-list';
import { useListSymbolBlockTradesPagesInfiniteQuery } from '../api';
import { Screen } from '../components/screen';
import styles from '../funds.module.css';

const blockKey = (b: BlockTrade) => `${b.date}-${b.price}-${b.amount}`;

/** /s/{symbol}/block_trades/: block trades (大宗交易) of the symbol, amounts in 万/亿, 20 a page. */
export function BlockTradesScreen() {
  const { symbol = '' } = useParams();
  const query = useListSymbolBlockTradesPagesInfiniteQuery({ symbol, page_size: PAGE_SIZE });
  return (
    <Screen title="大宗交易">
      <PagedList
        query={query}
        keyOf={blockKey}
        label="大宗交易"
        emptyText="暂无大宗交易"
        itemKey={(b, i) => `${b.date}-${i}`}
        render={(b) => (
          <div className={`${styles.row} ${styles.rowFlex}`}>
            <span className={styles.rowMain}>
              <span className={styles.rowName}>{formatDate(b.date)}</span>
              <span className={styles.rowSub}>
                {b.buyer ?? '--'} / {b.seller ?? '--'}
              </span>
            </span>
            <span className={styles.rowSide}>
              <span>
                成交价 {b.price} · 溢价 <PercentText value={b.premium_percent} />
              </span>
              <span className={styles.rowSub}>成交额 {formatBigNumber(b.amount)}元</span>
            </span>
          </div>
        )}
      />
    </Screen>
  );
}

export default BlockTradesScreen;
