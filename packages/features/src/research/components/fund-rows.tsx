import type { ReactNode } from 'react';
import { statusLabel, SYMBOL_STYPES } from '@jijin/core/status';
import { appPaths } from '../../app/routes/index';
import { ListRows, PercentText } from '@jijin/ui';
import { ListRowLink } from '../../shared/list-row-link';
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

/**
 * Funds as list cells (ui's `ListRow` in a `ListRows` named `label`) linking to their detail: the
 * name (the link's name), code and type, one return figure (red up, green down) with its period,
 * and the caller's `extra` as the row's own control.
 */
export function FundRows({
  funds,
  field = 'percent_year',
  extra,
  label = '基金列表',
}: FundRowsProps) {
  return (
    <ListRows label={label} flush>
      {funds.map((f) => (
        <ListRowLink
          key={f.symbol}
          to={appPaths.fundDetail(f.symbol)}
          title={f.abbr_name}
          description={`${f.symbol} · ${statusLabel(SYMBOL_STYPES, f.symbol_stype)}`}
          extra={
            <>
              <PercentText value={f[field] ?? null} />
              <small className={s.code}>{FIELD_LABEL[field]}</small>
            </>
          }
          action={extra?.(f)}
        />
      ))}
    </ListRows>
  );
}
