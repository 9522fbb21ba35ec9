import { formatBigNumber, formatDate, formatDateTime } from '@jijin/core';
import { useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useGetPortfolioFareRatioQuery } from '../../portfolios/api';
import { Kv, Note, Section, blocks as s } from '../../shared/blocks';

/** /p/{id}/trade_notice/: the trade timetable, buy and sell fee bands and the advisory fee. */
export function TradeNoticeScreen() {
  const id = Number(useParams().id);
  const q = useGetPortfolioFareRatioQuery({ id });
  return (
    <Page title="交易须知">
      <QueryState query={q}>
        {(f) => (
          <>
            <Section title="交易时间">
              <Kv
                items={[
                  ['申请截止', `交易日${f.timetable.cutoff_time}`],
                  ['买入申请日', formatDate(f.timetable.buy_apply_date)],
                  ['份额确认日', formatDate(f.timetable.buy_confirm_date)],
                  ['查看收益日', formatDate(f.timetable.buy_income_date)],
                  ['卖出确认日', formatDate(f.timetable.sell_confirm_date)],
                  ['预计到账日', formatDate(f.timetable.sell_arrive_date)],
                ]}
              />
              {f.timetable.fast_sell_arrive_time && (
                <p className={s.muted}>
                  快速到账：{formatDateTime(f.timetable.fast_sell_arrive_time)}
                </p>
              )}
            </Section>
            <Section title="买入费率">
              <table className={s.table}>
                <thead>
                  <tr>
                    <th scope="col">买入金额</th>
                    <th scope="col">原费率</th>
                    <th scope="col">优惠费率</th>
                  </tr>
                </thead>
                <tbody>
                  {f.buy.map((b) => (
                    <tr key={b.min_amount}>
                      <td>
                        {b.max_amount
                          ? `${formatBigNumber(b.min_amount, { digits: 0 })}-${formatBigNumber(b.max_amount, { digits: 0 })}元`
                          : `${formatBigNumber(b.min_amount, { digits: 0 })}元以上`}
                      </td>
                      <td>{b.fare ? `每只基金${b.fare}元/笔` : `${b.fare_ratio}%`}</td>
                      <td>{b.fare ? '--' : `${b.discount_fare_ratio}%`}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className={s.muted}>组合费率为各基金费率按目标占比加权。</p>
            </Section>
            <Section title="卖出费率">
              <table className={s.table}>
                <thead>
                  <tr>
                    <th scope="col">持有期限</th>
                    <th scope="col">费率</th>
                  </tr>
                </thead>
                <tbody>
                  {f.sell.map((b) => (
                    <tr key={b.min_days}>
                      <td>
                        {b.max_days === null
                          ? `${b.min_days}天及以上`
                          : `${b.min_days}-${b.max_days}天`}
                      </td>
                      <td>{b.fare_ratio}%</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Section>
            <Section title="投顾服务费">
              <p>年费率 {f.manage_fare ?? '--'}%</p>
              {f.manage_fare_desc && <p className={s.muted}>{f.manage_fare_desc}</p>}
            </Section>
            <Note>
              交易日15:00前提交按当日净值确认，之后按下一交易日净值确认；QDII基金确认需T+2。
            </Note>
          </>
        )}
      </QueryState>
    </Page>
  );
}

export default TradeNoticeScreen;
