import { checkProposalTotal, proposalOptions } from '@jijin/core';
import { FieldInput, FormField } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useDebounced } from '../../shared/use-debounced';
import { usePortfoliosFundCandidatesQuery } from '../../portfolios/api';
import { blocks as s } from '../../shared/blocks';

/** One position being edited: a fund and its percent (0-100 in 10 % steps). */
export interface EditedPosition {
  symbol: string;
  abbr_name: string;
  percent: number;
  /** Bao positions cannot be removed (spec 001 §4). */
  is_bao?: boolean;
}

/** The proposal rule's message, or '' when the positions add up to 100 % (spec 001 §5). */
export function totalMessage(positions: readonly EditedPosition[]): string {
  const r = checkProposalTotal(positions.map((p) => p.percent));
  return r.ok ? '' : r.message;
}

/**
 * Picks funds from `fund_candidates/` and sets each one's position in 10 % steps; each fund's
 * options shrink to the tenths the others leave (core's `proposalOptions`, spec 001 §5 Fund
 * proposal), so the positions can never exceed 100 %.
 */
export function PositionsEditor({
  value,
  onChange,
}: {
  value: EditedPosition[];
  onChange: (next: EditedPosition[]) => void;
}) {
  const [q, setQ] = useState('');
  const settled = useDebounced(q.trim());
  const candidates = usePortfoliosFundCandidatesQuery({ q: settled, page: 1 }, { skip: !settled });
  const percents = value.map((p) => p.percent);
  const message = value.length ? totalMessage(value) : '';
  return (
    <>
      <ul
        className={s.kv}
        style={{ listStyle: 'none', padding: 0, gridTemplateColumns: '1fr' }}
        aria-label="已选基金"
      >
        {value.map((p, i) => (
          <li key={p.symbol} className={s.head}>
            <label htmlFor={`pos-${p.symbol}`} style={{ flex: 1 }}>
              {p.abbr_name}（{p.symbol}）
            </label>
            <select
              id={`pos-${p.symbol}`}
              aria-label={`${p.abbr_name}仓位`}
              value={p.percent}
              onChange={(e) =>
                onChange(
                  value.map((x, k) => (k === i ? { ...x, percent: Number(e.target.value) } : x)),
                )
              }
            >
              {proposalOptions(percents, i)
                .filter((o) => !(p.is_bao && o === 0))
                .map((o) => (
                  <option key={o} value={o}>
                    {o}%
                  </option>
                ))}
            </select>
            {!p.is_bao && (
              <Button
                size="mini"
                onClick={() => onChange(value.filter((_, k) => k !== i))}
                aria-label={`移除${p.abbr_name}`}
              >
                移除
              </Button>
            )}
          </li>
        ))}
      </ul>
      {message && (
        <p className={s.error} role="alert">
          {message}
        </p>
      )}
      <FormField label="添加基金" hint="输入基金代码、名称或拼音首字母">
        {(ids) => (
          <FieldInput
            id={ids.inputId}
            type="search"
            value={q}
            onChange={setQ}
            placeholder="如 000001"
            aria-describedby={ids.hintId}
          />
        )}
      </FormField>
      {settled && (
        <ul aria-label="可选基金" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {(candidates.data?.results ?? []).slice(0, 8).map((f) => {
            const fund = f as { symbol: string; abbr_name: string; is_bao?: boolean };
            const added = value.some((x) => x.symbol === fund.symbol);
            return (
              <li key={fund.symbol} className={s.row}>
                <span>
                  {fund.abbr_name}（{fund.symbol}）
                </span>
                <Button
                  size="mini"
                  color="primary"
                  disabled={added}
                  aria-label={`添加${fund.abbr_name}`}
                  onClick={() =>
                    onChange([
                      ...value,
                      {
                        symbol: fund.symbol,
                        abbr_name: fund.abbr_name,
                        percent: 0,
                        is_bao: fund.is_bao,
                      },
                    ])
                  }
                >
                  {added ? '已添加' : '添加'}
                </Button>
              </li>
            );
          })}
          {candidates.data && candidates.data.results.length === 0 && (
            <li className={s.muted}>没有找到可加入组合的基金</li>
          )}
        </ul>
      )}
    </>
  );
}
