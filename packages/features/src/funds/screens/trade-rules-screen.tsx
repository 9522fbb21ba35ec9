import { formatBigNumber, formatDate, formatPercent } from '@jijin/core';
import { fastSellEstimate, formatAmountForMessage } from '@jijin/core/format';
import { UI_LABELS } from '@jijin/core/messages';
import { appPaths } from '../../app/routes/index';
import { ExampleTag, feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/services-context';
import type { FeeRangeBuy, FeeRangeSell, FundFareRatio } from '@jijin/core/api';
import { useGetFundFareRatioQuery } from '../api';
import { LoadState } from '../../shared/load-state';
import { Screen } from '../components/screen';
import styles from '../funds.module.css';

/** The customer-maintenance fee help text (spec 001 §2 fee page help dialog). */
export const CUSTOMER_MAINTENANCE_HELP =
  '客户维护费（尾随佣金）是基金管理人从基金管理费中按约定比例支付给销售机构、用于客户服务与维护的费用，已包含在管理费中，不另外向您收取。';

const pct = (v: number | null | undefined) => formatPercent(v ?? null, { sign: false }).text;

/** A minimum with its unit, or '--' when the server has none (a fund without fee data). */
const minimum = (v: string | null | undefined, unit: string) =>
  v === null || v === undefined ? '--' : `${formatAmountForMessage(v)}${unit}`;

/** The empty table's line: the server's reason when it has no fee data, else 0费率. */
const noRangeText = (data: FundFareRatio) => data.no_data_reason ?? '0费率';

function amountRange(r: FeeRangeBuy): string {
  const min = formatBigNumber(r.min_amount, { digits: 0 });
  if (r.max_amount === null || r.max_amount === undefined) return `${min}元及以上`;
  return `${min}元 ≤ 金额 < ${formatBigNumber(r.max_amount, { digits: 0 })}元`;
}

function daysRange(r: FeeRangeSell): string {
  if (r.max_days === null || r.max_days === undefined) return `持有${r.min_days}天及以上`;
  if (r.min_days === 0) return `持有少于${r.max_days}天`;
  return `持有${r.min_days}天 ≤ 天数 < ${r.max_days}天`;
}

type FeePart = FundFareRatio['example_parts'][number];

/** ui's template-fee tag (`ExampleTag kind="fees"`) when the server says part `part` of the fees is a template. */
function TemplateTag({ data, part }: { data: FundFareRatio; part: FeePart }) {
  return data.example_parts.includes(part) ? <ExampleTag kind="fees" /> : null;
}

function BuyFees({ data }: { data: FundFareRatio }) {
  const ranges = data.buy;
  return (
    <table className={styles.table}>
      <caption>
        {data.fund.is_bao ? '转入费率' : '买入费率'}
        <TemplateTag data={data} part="buy" />
      </caption>
      <thead>
        <tr>
          <th scope="col">金额</th>
          <th scope="col">原费率</th>
          <th scope="col">优惠费率</th>
        </tr>
      </thead>
      <tbody>
        {ranges.length === 0 && (
          <tr>
            <td colSpan={3}>{noRangeText(data)}</td>
          </tr>
        )}
        {ranges.map((r, i) => (
          <tr key={i}>
            <td>{amountRange(r)}</td>
            <td>{r.fare ? `${r.fare}元/笔` : <del>{pct(r.fare_ratio)}</del>}</td>
            <td>{r.fare ? `${r.fare}元/笔` : pct(r.discount_fare_ratio ?? r.fare_ratio)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SellFees({ data }: { data: FundFareRatio }) {
  return (
    <table className={styles.table}>
      <caption>
        {data.fund.is_bao ? '转出费率' : '卖出费率'}
        <TemplateTag data={data} part="sell" />
      </caption>
      <thead>
        <tr>
          <th scope="col">持有期限</th>
          <th scope="col">费率</th>
        </tr>
      </thead>
      <tbody>
        {data.sell.length === 0 && (
          <tr>
            <td colSpan={2}>{noRangeText(data)}</td>
          </tr>
        )}
        {data.sell.map((r, i) => (
          <tr key={i}>
            <td>{daysRange(r)}</td>
            <td>{pct(r.fare_ratio)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function hhmm(ms: number): string {
  return formatDate(ms, 'MM-DD HH:mm');
}

/**
 * The fee and trade-rules page (spec 001 §2): tabs buy / sell (bao: 转入 / 转出) chosen by
 * `?direction=0|1`; minimum buy, sell and share amounts; fee tables with original and discounted
 * rates; the trade timetable with the 15:00 cutoff; fast-sell estimate now and now + 2 hours;
 * the running fees with the customer-maintenance fee help dialog. A fund without fee data (the
 * server's `no_data_reason`) shows '--' for every minimum and fee, the reason in the fee table, and
 * no trade button.
 */
export function TradeRulesScreen() {
  const { symbol = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { clock } = useServices();
  const direction = params.get('direction') === '1' ? 1 : 0;
  const q = useGetFundFareRatioQuery({ symbol });
  const data = q.data;
  const bao = Boolean(data?.fund.is_bao);
  const tabs = [
    { key: 0, label: bao ? '转入' : '买入' },
    { key: 1, label: bao ? '转出' : '卖出' },
  ];
  const now = clock.now();
  const t = data?.timetable;
  return (
    <Screen title={data ? `${data.fund.abbr_name} · 交易规则` : '交易规则'}>
      <LoadState query={q}>
        {data && t && (
          <>
            <div role="tablist" aria-label="交易方向" className={styles.tabs}>
              {tabs.map((tab) => (
                <button
                  key={tab.key}
                  type="button"
                  role="tab"
                  aria-selected={direction === tab.key}
                  className={`${styles.tab} ${direction === tab.key ? styles.tabActive : ''}`}
                  onClick={() => setParams({ direction: String(tab.key) }, { replace: true })}
                >
                  {tab.label}流程
                </button>
              ))}
            </div>
            <section className={styles.card} aria-labelledby="limits-title">
              <h2 id="limits-title" className={styles.sectionTitle}>
                {direction === 0 ? `${tabs[0]!.label}规则` : `${tabs[1]!.label}规则`}
              </h2>
              <dl className={styles.kv}>
                {direction === 0 ? (
                  <>
                    <div>
                      <dt>最低{tabs[0]!.label}金额</dt>
                      <dd>{minimum(data.fund.amount_min_buy, '元')}</dd>
                    </div>
                    <div>
                      <dt>最低认购金额</dt>
                      <dd>{minimum(data.fund.amount_subscribe_min, '元')}</dd>
                    </div>
                  </>
                ) : (
                  <>
                    <div>
                      <dt>
                        最少{tabs[1]!.label}
                        {bao ? '金额' : '份额'}
                      </dt>
                      <dd>{minimum(data.fund.shares_min_sell, bao ? '元' : '份')}</dd>
                    </div>
                    <div>
                      <dt>最低持有份额</dt>
                      <dd>{minimum(data.fund.shares_min, '份')}</dd>
                    </div>
                  </>
                )}
              </dl>
            </section>
            <section className={styles.card} aria-labelledby="timetable-title">
              <h2 id="timetable-title" className={styles.sectionTitle}>
                交易时间
              </h2>
              <p className={styles.muted}>
                交易日{t.cutoff_time}前提交按当日净值确认，{t.cutoff_time}
                后或非交易日提交顺延至下一交易日。
              </p>
              {direction === 0 ? (
                <ol className={styles.timeline} aria-label={`${tabs[0]!.label}时间`}>
                  <li>
                    <strong>{formatDate(t.buy_apply_date, 'MM-DD')}</strong> {t.cutoff_time}
                    前提交申请
                  </li>
                  <li>
                    <strong>{formatDate(t.buy_confirm_date, 'MM-DD')}</strong> 确认份额
                  </li>
                  <li>
                    <strong>{formatDate(t.buy_income_date, 'MM-DD')}</strong> 查看收益
                  </li>
                </ol>
              ) : (
                <>
                  <ol className={styles.timeline} aria-label={`${tabs[1]!.label}时间`}>
                    <li>
                      <strong>{formatDate(t.sell_apply_date, 'MM-DD')}</strong> {t.cutoff_time}
                      前提交申请
                    </li>
                    <li>
                      <strong>{formatDate(t.sell_confirm_date, 'MM-DD')}</strong> 确认金额
                    </li>
                    <li>
                      <strong>{formatDate(t.sell_arrive_date, 'MM-DD')}</strong> 资金到账
                    </li>
                  </ol>
                  <p className={styles.feeLine}>
                    快速{tabs[1]!.label}：现在（{hhmm(now)}）申请，预计{' '}
                    {hhmm(
                      t.fast_sell_arrive_time
                        ? new Date(t.fast_sell_arrive_time).getTime()
                        : fastSellEstimate(now),
                    )}{' '}
                    到账
                  </p>
                </>
              )}
            </section>
            <section className={styles.card} aria-label="费率">
              {direction === 0 ? <BuyFees data={data} /> : <SellFees data={data} />}
            </section>
            <section className={styles.card} aria-labelledby="running-title">
              <h2 id="running-title" className={styles.sectionTitle}>
                运作费用（每年）
              </h2>
              <dl className={styles.kv}>
                <div>
                  <dt>
                    管理费
                    <TemplateTag data={data} part="manage" />
                  </dt>
                  <dd>{pct(data.manage_fare ?? data.fund.manage_fare)}</dd>
                </div>
                <div>
                  <dt>
                    托管费
                    <TemplateTag data={data} part="trusteeship" />
                  </dt>
                  <dd>{pct(data.trusteeship_fare ?? data.fund.trusteeship_fare)}</dd>
                </div>
                <div>
                  <dt>
                    销售服务费
                    <TemplateTag data={data} part="service" />
                  </dt>
                  <dd>{pct(data.service_fare ?? data.fund.service_fare)}</dd>
                </div>
                <div>
                  <dt>
                    客户维护费
                    <TemplateTag data={data} part="customer_maintenance" />
                    <Button
                      size="mini"
                      fill="none"
                      aria-label="客户维护费说明"
                      onClick={() =>
                        void feedback.alert({
                          title: '客户维护费',
                          content: CUSTOMER_MAINTENANCE_HELP,
                        })
                      }
                    >
                      ?
                    </Button>
                  </dt>
                  <dd>{pct(data.customer_maintenance_fare)}</dd>
                </div>
              </dl>
              {data.example_parts.length > 0 && (
                <p className={styles.muted}>
                  {`标注“${UI_LABELS.exampleFees}”的项目为同类基金的通用费率，并非该基金公布的费率，以基金合同及招募说明书为准。`}
                </p>
              )}
            </section>
            {/* no fee data (a fund known only by name): nothing to trade */}
            {!data.no_data_reason && (
              <div className={styles.actions}>
                <Button
                  block
                  color="primary"
                  onClick={() =>
                    navigate(direction === 0 ? appPaths.fundBuy(symbol) : appPaths.fundSell(symbol))
                  }
                >
                  去{tabs[direction]!.label}
                </Button>
              </div>
            )}
          </>
        )}
      </LoadState>
    </Screen>
  );
}

export default TradeRulesScreen;
