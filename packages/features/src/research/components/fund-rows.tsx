import type { ReactNode } from 'react';
import { statusLabel, SYMBOL_STYPES } from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { PercentText } from '@jijin/ui';
import { Link } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import s from './research.module.css';

type Fund = Schemas['Fund'];

/** Which figure a fund row shows on the right. */
export type FundRowField =
  'percent_year' | 'percent_month' | 'percent_season' | 'percent_week' | 'percent_day';

const FIELD_LABEL: Record<FundRowField, string> = {
  percent_year: '近1年',
  percent_season: '近3月',
  percent_month: '近1月',
  percent_week: '近1周',
  percent_day: '日涨跌',
};

/** Props of {@link FundRows}. */
export interface FundRowsProps {
  funds: readonly Fund[];
  field?: FundRowField;
  /** Extra content per row (e.g. 加入对比). */
  extra?: (fund: Fund) => ReactNode;
  label?: string;
}

/** Funds as rows linking to their detail: name, code, type and one return figure. */
export function FundRows({
  funds,
  field = 'percent_year',
  extra,
  label = '基金列表',
}: FundRowsProps) {
  return (
    <ul className={s.rows} aria-label={label}>
      {funds.map((f) => (
        <li key={f.symbol} className={s.row}>
          <Link className={s.rowMain} to={appPaths.fundDetail(f.symbol)}>
            <span className={s.name}>{f.abbr_name}</span>
            <span className={s.code}>
              {f.symbol} · {statusLabel(SYMBOL_STYPES, f.symbol_stype)}
            </span>
          </Link>
          <span className={s.value}>
            <PercentText value={f[field] ?? null} />
            <br />
            <small className={s.code}>{FIELD_LABEL[field]}</small>
          </span>
          {extra?.(f)}
        </li>
      ))}
    </ul>
  );
}
