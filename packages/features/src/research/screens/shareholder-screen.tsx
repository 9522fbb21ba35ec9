import { formatBigNumber, formatPercent } from '@jijin/core';
import { ListRowLink } from '../../shared/list-row-link';
import { appPaths } from '../../app/routes/index';
import { ListRows, EmptyState } from '@jijin/ui';
import { useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { errorStatus } from '../../shared/errors';
import { QueryState } from '../../shared/query-state';
import { useGetShareholderQuery } from '../api';
import { NO_SOURCE_TEXT } from '../components/no-source';
import s from '../components/research.module.css';

/**
 * /symbols/shareholders/{id}/ — a shareholder's holdings. Unknown to the sandbox (no source):
 * the 404 shows the empty state instead of an error to retry.
 */
export function ShareholderScreen() {
  const id = Number(useParams().id);
  const q = useGetShareholderQuery({ id });
  const missing = errorStatus(q.error) === 404;
  return (
    <Page title={q.data?.name ?? '股东持股'}>
      <section className={s.card}>
        {missing ? (
          <EmptyState description={NO_SOURCE_TEXT.shareholders} />
        ) : (
          <QueryState query={q}>
            {(h) =>
              (h.holdings ?? []).length === 0 ? (
                <EmptyState description="暂无该股东的持股数据" />
              ) : (
                <ListRows label="持股" flush>
                  {(h.holdings ?? []).map((x) => (
                    <ListRowLink
                      key={x.symbol}
                      to={appPaths.stockDetail(x.symbol)}
                      title={x.abbr_name}
                      description={x.symbol}
                      extra={
                        <>
                          <span>{formatBigNumber(x.shares)}股</span>
                          <span>{formatPercent(x.percent ?? null, { sign: false }).text}</span>
                        </>
                      }
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

export default ShareholderScreen;
