import { appPaths } from '../../app/routes/index';
import { EmptyState, PercentText } from '@jijin/ui';
import { KLineChart } from '@jijin/ui/charts';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { LoadState } from '../../shared/load-state';
import { useGetFuturesInstrumentQuery } from '../../futures/api';
import { SpecList } from '../../futures/components/spec-list';
import s from '../../futures/components/futures.module.css';

/**
 * /futures/instruments/:id/ (spec 001 §7 Futures `GET /futures/instruments/{id}/`): a contract's
 * quote and daily K line when prices exist, else an honest 暂无行情 (never invented prices), and
 * its specification: contract size, multiplier, tick, the exchange's minimum margin, trading
 * hours, delivery month and last trading day.
 */
export function InstrumentScreen() {
  const { id = '' } = useParams();
  const instrument = useGetFuturesInstrumentQuery({ id: Number(id) });
  const i = instrument.data;
  const bars = i?.k_line;
  const points = useMemo(
    () =>
      (bars ?? []).map((b) => ({
        date: b.date,
        open: Number(b.open),
        high: Number(b.high),
        low: Number(b.low),
        close: Number(b.close),
        // The contract's bars carry no volume.
        volume: 0,
      })),
    [bars],
  );
  return (
    <Page title={i ? `${i.name}（${i.code}）` : '合约详情'}>
      <LoadState query={instrument}>
        {i && (
          <>
            <section className={s.section} aria-labelledby="instrument-quote">
              <h2 id="instrument-quote" className={s.sectionTitle}>
                {i.name}
                <span className={s.code}>{i.code}</span>
              </h2>
              {i.price ? (
                <>
                  <dl className={s.figures}>
                    <div>
                      <dt>最新价</dt>
                      <dd>{i.price}</dd>
                    </div>
                    <div>
                      <dt>涨跌幅</dt>
                      <dd>
                        <PercentText value={i.percent_day} />
                      </dd>
                    </div>
                    <div>
                      <dt>持仓量</dt>
                      <dd>{i.open_interest ?? '--'}</dd>
                    </div>
                  </dl>
                  {i.price_date && <p className={s.muted}>行情日期 {i.price_date}</p>}
                </>
              ) : (
                <EmptyState title="暂无行情" description="暂无该合约的行情数据" />
              )}
            </section>
            {points.length > 0 && (
              <section className={s.section} aria-labelledby="instrument-kline">
                <h2 id="instrument-kline" className={s.sectionTitle}>
                  日K线
                </h2>
                <KLineChart points={points} height={260} />
              </section>
            )}
            {i.spec && (
              <section className={s.section} aria-labelledby="instrument-spec">
                <h2 id="instrument-spec" className={s.sectionTitle}>
                  合约规格
                </h2>
                <SpecList
                  spec={i.spec}
                  extra={[
                    ...(i.delivery_month ? [['交割月份', i.delivery_month] as const] : []),
                    ...(i.last_trading_day ? [['最后交易日', i.last_trading_day] as const] : []),
                  ]}
                />
              </section>
            )}
            {i.product_id !== undefined && (
              <nav className={s.links} aria-label="更多">
                <Link className={s.link} to={appPaths.futuresProduct(i.product_id)}>
                  查看品种
                </Link>
              </nav>
            )}
          </>
        )}
      </LoadState>
    </Page>
  );
}

export default InstrumentScreen;
