import { parseDecimal } from '@jijin/core';
import { TRADE_MESSAGES } from '@jijin/core/messages';
import { appPaths } from '../../app/routes/index';
import { MoneyInput, MoneyText } from '@jijin/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { useDebounced } from '../../shared/use-debounced';
import { QueryState } from '../../shared/query-state';
import { useGetFundAssetForecastQuery } from '../../diagnosis/api';
import s from './diagnosis-extra.module.css';

const PERIOD_LABEL: Record<string, string> = {
  m: '持有1个月',
  '3m': '持有3个月',
  y: '持有1年',
  '3y': '持有3年',
};

/** The default amount of the forecast (the sandbox's default, 10000.00 yuan). */
export const FORECAST_DEFAULT_AMOUNT = '10000';

/**
 * /symbols/funds/asset_forecast/{symbol}/ and /s/{symbol}/asset_forecast/: what an amount may be
 * worth after each holding period — the p10 / p50 / p90 returns of holding the fund from every
 * past trading day (sandbox README "Diagnosis"), applied to the amount typed.
 */
export function FundAssetForecastScreen() {
  const symbol = useParams().symbol ?? '';
  const [amount, setAmount] = useState(FORECAST_DEFAULT_AMOUNT);
  const settled = useDebounced(amount, 400);
  const value = parseDecimal(settled);
  const valid = Boolean(value && value.gt(0));
  const q = useGetFundAssetForecastQuery(
    { symbol, amount: valid ? value!.toFixed(2) : '0' },
    { skip: !valid },
  );
  return (
    <Page title="收益预测">
      <section className={s.card} aria-label="投入金额">
        <MoneyInput
          label="投入金额"
          value={amount}
          onChange={setAmount}
          error={amount && !valid ? TRADE_MESSAGES.amountInvalid : undefined}
        />
        <p className={s.links}>
          <Link to={appPaths.fundPotential(symbol)}>潜力分析</Link>
          <Link to={appPaths.diagnosisDetail(symbol)}>完整诊断</Link>
        </p>
      </section>
      {valid && (
        <QueryState query={q}>
          {(f) =>
            f.periods.length === 0 ? (
              <p className={s.card}>暂无足够的历史净值，无法预测</p>
            ) : (
              <section className={s.card}>
                <table className={s.table}>
                  <caption>按历史持有收益推算的到期价值（元）</caption>
                  <thead>
                    <tr>
                      <th scope="col">持有期</th>
                      <th scope="col">较差(10%)</th>
                      <th scope="col">中位</th>
                      <th scope="col">较好(90%)</th>
                    </tr>
                  </thead>
                  <tbody>
                    {f.periods.map((p) => (
                      <tr key={p.period}>
                        <th scope="row">{PERIOD_LABEL[p.period] ?? p.period}</th>
                        <td>
                          <MoneyText value={p.worth_value_low} />
                        </td>
                        <td>
                          <MoneyText value={p.worth_value_mid} />
                        </td>
                        <td>
                          <MoneyText value={p.worth_value_high} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <p className={s.note}>
                  在该基金真实历史净值的每个交易日买入并持有，10%的情况低于“较差”，10%的情况高于“较好”。历史表现不代表未来。
                </p>
              </section>
            )
          }
        </QueryState>
      )}
    </Page>
  );
}

export default FundAssetForecastScreen;
