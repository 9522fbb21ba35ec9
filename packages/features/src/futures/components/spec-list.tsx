import type { Schemas } from '../../app/api-types';
import s from './futures.module.css';

/**
 * A contract specification as the exchange's contract text states it (spec 001 §7 Futures):
 * 交易单位, 合约乘数, 报价单位, 最小变动价位, the exchange's minimum margin, 合约月份 and the
 * trading sessions (a night session reads 21:00-次日01:00).
 */
export function SpecList({
  spec,
  extra = [],
}: {
  spec: Schemas['FuturesContractSpec'];
  /** Rows shown after 交易所 (an instrument's 交割月份, 最后交易日). */
  extra?: readonly (readonly [string, string])[];
}) {
  return (
    <dl className={s.spec}>
      <dt>交易所</dt>
      <dd>{spec.exchange}</dd>
      <dt>品种代码</dt>
      <dd>{spec.product_code}</dd>
      {extra.map(([k, v]) => (
        <Row key={k} k={k} v={v} />
      ))}
      <dt>交易单位</dt>
      <dd>{spec.contract_size}</dd>
      <dt>合约乘数</dt>
      <dd>{spec.multiplier}</dd>
      <dt>报价单位</dt>
      <dd>{spec.unit}</dd>
      <dt>最小变动价位</dt>
      <dd>{spec.price_tick}</dd>
      <dt>最低保证金</dt>
      <dd>合约价值的{spec.margin_ratio}%（交易所最低标准，实际以交易所和期货公司收取为准）</dd>
      {spec.listed_months && (
        <>
          <dt>合约月份</dt>
          <dd>{spec.listed_months}</dd>
        </>
      )}
      <dt>交易时间</dt>
      <dd>
        <ul className={s.hours}>
          {spec.trading_hours.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      </dd>
    </dl>
  );
}

function Row({ k, v }: { k: string; v: string }) {
  return (
    <>
      <dt>{k}</dt>
      <dd>{v}</dd>
    </>
  );
}
