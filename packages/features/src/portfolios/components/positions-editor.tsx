import { toDecimal } from '@jijin/core';
import { sumMoney } from '@jijin/core/format';
import { TRADE_MESSAGES } from '@jijin/core/messages';
import { positionGating } from '@jijin/core/status';
import { checkProposalTotal, proposalOptions } from '@jijin/core/trade';
import { blurPercentInput, sanitizePercentInput } from '@jijin/core/validation';
import { FieldInput, FormField, ListRow, ListRows } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useDebounced } from '../../shared/use-debounced';
import { useListNewPortfolioFundCandidatesQuery } from '../../portfolios/api';
import { blocks as s } from '../../shared/blocks';

/** Funds a search for a new position shows (the spec gives no size; the first page of 20). */
const CANDIDATES_PAGE_SIZE = 20;

/** One position being edited: a fund and its percent (0-100 in 10 % steps). */
export interface EditedPosition {
  symbol: string;
  abbr_name: string;
  percent: number;
  /** Bao positions cannot be removed (spec 001 §4). */
  is_bao?: boolean;
  /** The percent before this edit (a position already held); absent for a fund being added. */
  from?: number;
  /** The position's allow flags (spec 001 §3 Position); absent means allowed. */
  allow_trade?: boolean;
  allow_buy?: boolean;
  allow_sell?: boolean;
}

/**
 * How far a position may move (spec 001 §4 Portfolio position gating): trading not allowed ->
 * frozen at its percent (all actions off); buying not allowed -> never above it; selling not
 * allowed -> never below it; bao positions and positions that cannot be sold cannot be removed.
 */
export function positionBounds(p: EditedPosition): {
  min: number;
  max: number;
  frozen: boolean;
  removable: boolean;
  note: string;
} {
  const g = positionGating({
    allow_trade: p.allow_trade ?? true,
    allow_buy: p.allow_buy ?? true,
    allow_sell: p.allow_sell ?? true,
    is_bao: p.is_bao,
  });
  const from = p.from ?? 0;
  const frozen = !(p.allow_trade ?? true);
  return {
    min: frozen || !g.canSell ? from : 0,
    max: frozen || !g.canBuy ? from : 100,
    frozen,
    removable: g.canRemove && g.canSell && !frozen,
    note: g.note,
  };
}

/**
 * The total rule's message, or '' when the positions add up to 100 % (spec 001 §5): 10 % steps
 * (core's `checkProposalTotal`) unless `typed`, where any two-decimal percents adding up to exactly
 * 100 pass.
 */
export function totalMessage(positions: readonly EditedPosition[], typed = false): string {
  if (typed) {
    const total = positions.length ? sumMoney(positions.map((p) => p.percent.toFixed(2))) : '0';
    return toDecimal(total).eq(100) ? '' : TRADE_MESSAGES.proposalTotal;
  }
  const r = checkProposalTotal(positions.map((p) => p.percent));
  return r.ok ? '' : r.message;
}

/** The 10 % steps a position may take when percents can be typed: up to what the others leave. */
function typedSteps(value: readonly EditedPosition[], index: number): number[] {
  const others = value.reduce((sum, p, i) => (i === index ? sum : sum + p.percent), 0);
  const steps: number[] = [];
  for (let o = 0; o <= 100; o += 10) if (o <= 100 - others + 1e-9) steps.push(o);
  const current = value[index]!.percent;
  if (!steps.includes(current)) steps.push(current);
  return steps.sort((a, b) => a - b);
}

/**
 * Picks funds from `fund_candidates/` and sets each one's position in 10 % steps; each fund's
 * options shrink to the tenths the others leave (core's `proposalOptions`, spec 001 §5 Fund
 * proposal), so the positions can never exceed 100 %. With `typed`, a percent input beside the
 * steps takes any percent (core's `sanitizePercentInput` while typing, `blurPercentInput` on
 * blur, spec 001 §5 Position percent input). Each position moves only as its allow flags let it
 * ({@link positionBounds}).
 */
export function PositionsEditor({
  value,
  onChange,
  typed = false,
}: {
  value: EditedPosition[];
  onChange: (next: EditedPosition[]) => void;
  typed?: boolean;
}) {
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [q, setQ] = useState('');
  const settled = useDebounced(q.trim());
  const candidates = useListNewPortfolioFundCandidatesQuery(
    { q: settled, page: 1, page_size: CANDIDATES_PAGE_SIZE },
    { skip: !settled },
  );
  const percents = value.map((p) => p.percent);
  const message = value.length ? totalMessage(value, typed) : '';
  const setPercent = (i: number, percent: number) =>
    onChange(value.map((x, k) => (k === i ? { ...x, percent } : x)));
  return (
    <>
      <ul
        className={s.kv}
        style={{ listStyle: 'none', padding: 0, gridTemplateColumns: '1fr' }}
        aria-label="已选基金"
      >
        {value.map((p, i) => {
          const b = positionBounds(p);
          const steps = (typed ? typedSteps(value, i) : proposalOptions(percents, i))
            .filter((o) => !(p.is_bao && o === 0))
            .filter((o) => o >= b.min && o <= b.max);
          return (
            <li key={p.symbol} className={s.head}>
              <label htmlFor={`pos-${p.symbol}`} style={{ flex: 1 }}>
                {p.abbr_name}（{p.symbol}）{b.note && <span className={s.muted}>（{b.note}）</span>}
              </label>
              <select
                id={`pos-${p.symbol}`}
                aria-label={`${p.abbr_name}仓位`}
                value={p.percent}
                disabled={b.frozen}
                onChange={(e) => setPercent(i, Number(e.target.value))}
              >
                {steps.map((o) => (
                  <option key={o} value={o}>
                    {o}%
                  </option>
                ))}
              </select>
              {typed && (
                <input
                  type="text"
                  inputMode="decimal"
                  aria-label={`${p.abbr_name}仓位（%）`}
                  style={{ width: '4.5em' }}
                  disabled={b.frozen}
                  value={drafts[p.symbol] ?? p.percent.toFixed(2)}
                  onChange={(e) =>
                    setDrafts({ ...drafts, [p.symbol]: sanitizePercentInput(e.target.value) })
                  }
                  onBlur={() => {
                    const typedValue = drafts[p.symbol];
                    if (typedValue === undefined) return;
                    const v = Number(blurPercentInput(typedValue));
                    const rest = { ...drafts };
                    delete rest[p.symbol];
                    setDrafts(rest);
                    setPercent(i, Math.min(b.max, Math.max(b.min, v)));
                  }}
                />
              )}
              {b.removable && (
                <Button
                  size="mini"
                  onClick={() => onChange(value.filter((_, k) => k !== i))}
                  aria-label={`移除${p.abbr_name}`}
                >
                  移除
                </Button>
              )}
            </li>
          );
        })}
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
      {settled && (candidates.data?.results ?? []).length > 0 && (
        <ListRows label="可选基金" flush>
          {(candidates.data?.results ?? []).slice(0, 8).map((f) => {
            const fund = f as { symbol: string; abbr_name: string; is_bao?: boolean };
            const added = value.some((x) => x.symbol === fund.symbol);
            return (
              <ListRow
                key={fund.symbol}
                title={fund.abbr_name}
                description={fund.symbol}
                action={
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
                }
              />
            );
          })}
        </ListRows>
      )}
      {settled && candidates.data && candidates.data.results.length === 0 && (
        <p className={s.muted}>没有找到可加入组合的基金</p>
      )}
    </>
  );
}
