import type { components } from '@jijin/core';
import { NO_NAV_LABEL, staleNavLabel } from '@jijin/core/status';

type Fund = components['schemas']['Fund'];

/** A percent as the assistant writes it: sign, two decimals, `--` when unknown. */
export const pct = (v: number | null | undefined): string =>
  v === null || v === undefined ? '--' : `${v > 0 ? '+' : ''}${v.toFixed(2)}%`;

/**
 * One line of a fund's facts: NAV with its date, 近1月 and 近1年; a stale NAV or none says so with
 * core's label (净值未更新（MM-DD） / 暂无净值数据) and that the fund is not traded.
 */
export function fundFacts(f: Fund): string {
  const stale = f.nav_stale
    ? `该基金${f.net_value_date ? staleNavLabel(f.net_value_date) : NO_NAV_LABEL}，暂停交易。`
    : '';
  return `${f.abbr_name}（${f.symbol}）最新单位净值 ${f.net_value ?? '--'}${f.net_value_date ? `（${f.net_value_date}）` : ''}，近1月 ${pct(f.percent_month)}，近1年 ${pct(f.percent_year)}。${stale}`;
}
