import { FUND_FOLLOWING_PAGE_SIZE, SYMBOL_TYPES, statusLabel, appPaths } from '@jijin/core';
import { PercentText, VirtualList, feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { useFundsFollowMutation, useFundsFollowingQuery } from '../api';
import { LoadState } from '../../shared/load-state';
import { Screen } from '../components/screen';
import { useRememberFundOrigin } from '../components/use-open-fund';
import { errorTitle } from '../../shared/trade-attempt';
import styles from '../funds.module.css';

const ROW_PX = 60;

/**
 * /symbols/following/: followed funds, stocks and indexes (page size 10,000, spec 001 §9) in a
 * virtual list, with 删自选 per row.
 */
export function FollowingScreen() {
  const q = useFundsFollowingQuery({ page_size: FUND_FOLLOWING_PAGE_SIZE, symbol_type: '1,3,5' });
  const [follow] = useFundsFollowMutation();
  const rememberOrigin = useRememberFundOrigin();
  const items = q.data?.results ?? [];
  const height = typeof window !== 'undefined' ? Math.max(300, window.innerHeight - 120) : 540;
  return (
    <Screen title="自选">
      <LoadState query={q} empty={q.isSuccess && items.length === 0}>
        <p className={`${styles.muted} ${styles.note}`}>
          共{q.data?.total_count ?? items.length}只
        </p>
        <VirtualList
          items={items}
          estimateSize={ROW_PX}
          height={height}
          aria-label="自选列表"
          itemKey={(s) => s.id}
          renderItem={(s) => (
            <div className={`${styles.row} ${styles.rowFlex}`}>
              <Link
                to={appPaths.fundDetail(s.symbol)}
                className={styles.rowLink}
                onClick={rememberOrigin}
              >
                <span className={styles.rowMain}>
                  <span className={styles.rowName}>{s.abbr_name}</span>
                  <span className={styles.rowSub}>
                    {s.symbol} · {statusLabel(SYMBOL_TYPES, s.symbol_type)}
                  </span>
                </span>
                <span className={styles.rowSide}>
                  <PercentText value={s.percent_day} />
                  <span className={styles.rowSub}>{s.net_value ?? s.price ?? '--'}</span>
                </span>
              </Link>
              <Button
                size="mini"
                fill="none"
                aria-label={`删自选 ${s.abbr_name}`}
                onClick={async () => {
                  try {
                    await follow({ id: s.id, symbol: s.symbol, follow: false }).unwrap();
                  } catch (e) {
                    feedback.toast(errorTitle(e));
                  }
                }}
              >
                删自选
              </Button>
            </div>
          )}
        />
      </LoadState>
    </Screen>
  );
}

export default FollowingScreen;
