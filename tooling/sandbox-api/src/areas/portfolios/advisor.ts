/**
 * What advisors (`is_manager`) do: create a portfolio of real funds, adjust its positions, edit
 * its texts and share info. A new portfolio's positions are whole 10 % steps adding up to 100 %
 * (core's `checkProposalTotal`, spec 001 §5 Fund proposal); an adjustment's are typed percents of
 * at most two decimals adding up to exactly 100 (§5 Position percent input); bao positions cannot
 * be removed (§4).
 */
import Decimal from 'decimal.js';
import type { components } from '@jijin/core';
import { TRADE_MESSAGES } from '@jijin/core/messages';
import { checkProposalTotal } from '@jijin/core/trade';
import type { Ctx } from '../../ctx';
import { shDate, shTime } from '../../clock';
import { HttpError, bad } from '../../http/errors';
import { minimums } from '../../market/fees';
import type { Fund } from '../../market/market';
import { requireFresh } from '../../domain/freshness';
import {
  isAdvisor,
  portfolioOr404,
  targetPositions,
  type AdjustmentRow,
  type PortfolioRow,
} from './store';

type S = components['schemas'];

/** Advisory fee of a created portfolio, % a year (sandbox default; the create call has no fee field). */
export const CREATED_MANAGE_FARE = '0.50';

export function requireAdvisor(ctx: Ctx, userId: number): void {
  if (!isAdvisor(ctx, userId))
    throw new HttpError(403, { detail: ['只有投顾（管理人）可以创建和调整组合'] });
}

export function requireOwner(ctx: Ctx, userId: number, p: PortfolioRow): void {
  if (p.user_id !== userId)
    throw new HttpError(403, { detail: ['只有组合的管理人可以修改该组合'] });
}

/** A name check (2-20 characters, unique). */
export function checkName(ctx: Ctx, name: string, exceptId?: number): S['CheckResult'] {
  const n = name.trim();
  if (n.length < 2 || n.length > 20) return { valid: false, message: '组合名称为2-20个字' };
  const dup = ctx.q('SELECT id FROM portfolios WHERE name = ?').get(n) as
    { id: number } | undefined;
  if (dup && dup.id !== exceptId) return { valid: false, message: '组合名称已存在' };
  return { valid: true, message: null };
}

/** A description check (1-200 characters). */
export function checkDescription(description: string): S['CheckResult'] {
  const d = description.trim();
  if (!d) return { valid: false, message: '请填写组合描述' };
  if (d.length > 200) return { valid: false, message: '组合描述不能超过200字' };
  return { valid: true, message: null };
}

/** Funds an advisor may put in a portfolio: funds with a NAV series, not money funds. */
export function candidateFunds(ctx: Ctx, q?: string): Fund[] {
  const needle = q?.trim().toLowerCase();
  return ctx.market.funds
    .filter((f) => f.series && f.series.days.length > 1 && !f.isMoney)
    .filter(
      (f) =>
        !needle ||
        f.code.includes(needle) ||
        f.name.toLowerCase().includes(needle) ||
        f.initials.toLowerCase().startsWith(needle),
    )
    .sort((a, b) => (a.code < b.code ? -1 : 1));
}

/**
 * The minimum buy of a portfolio: every position must get at least its fund's minimum, so
 * `max(fund minimum x 100 / percent)`, rounded up to 100 yuan, at least 1,000 yuan. Without
 * percents (the check call) the smallest position, 10 %, is assumed.
 */
export function amountMinBuy(funds: { f: Fund; percent: number }[]): Decimal {
  const need = funds
    .filter((x) => x.percent > 0)
    .map((x) => new Decimal(minimums(x.f).amount_min_buy).times(100).div(x.percent));
  const max = need.reduce((m, v) => Decimal.max(m, v), new Decimal(0));
  return Decimal.max(1000, max.div(100).ceil().times(100));
}

function fundsOf(ctx: Ctx, codes: string[]): Fund[] {
  const out: Fund[] = [];
  for (const code of codes) {
    const f = ctx.market.fund(code);
    if (!f || !f.series || f.isMoney) throw bad('positions', `基金${code}不能加入组合`);
    if (out.some((x) => x.code === code)) throw bad('positions', `基金${code}重复`);
    out.push(f);
  }
  return out;
}

function checkPercents(positions: { percent: number }[]): void {
  if (
    positions.some(
      (p) =>
        !Number.isInteger(p.percent) || p.percent < 0 || p.percent > 100 || p.percent % 10 !== 0,
    )
  )
    throw bad('positions', '每只基金的仓位须为0-100%，以10%为单位');
  const total = checkProposalTotal(positions.map((p) => p.percent));
  if (!total.ok) throw bad('positions', TRADE_MESSAGES.proposalTotal);
}

/**
 * An adjustment's percents (spec 001 §5 Position percent input): each 0-100 with at most two
 * decimals, adding up to exactly 100.
 * @throws HttpError 400 positions invalid
 */
function checkAdjustedPercents(positions: { percent: number }[]): void {
  if (
    positions.some(
      (p) =>
        typeof p.percent !== 'number' ||
        !Number.isFinite(p.percent) ||
        p.percent < 0 ||
        p.percent > 100 ||
        new Decimal(p.percent).decimalPlaces() > 2,
    )
  )
    throw bad('positions', '每只基金的仓位须为0-100%，最多两位小数');
  const total = positions.reduce((s, p) => s.plus(p.percent), new Decimal(0));
  if (!total.eq(100)) throw bad('positions', TRADE_MESSAGES.proposalTotal);
}

/** The first net-value date of an order or change made now: today before 15:00 on a trading day, else the next one. */
export function effectiveDate(ctx: Ctx): string {
  const now = ctx.now();
  const today = shDate(now);
  const cal = ctx.market.calendar;
  return cal.isTradingDay(today) && shTime(now) < '15:00:00' ? today : cal.next(today);
}

/**
 * Creates a portfolio owned by the advisor.
 * @throws HttpError 403 not an advisor; 400 name, description or positions invalid
 */
export function createPortfolio(
  ctx: Ctx,
  userId: number,
  body: {
    name: string;
    description: string;
    positions: { symbol: string; percent: number }[];
    store_id?: number;
  },
): PortfolioRow {
  requireAdvisor(ctx, userId);
  const name = checkName(ctx, body.name);
  if (!name.valid) throw bad('name', name.message!);
  const desc = checkDescription(body.description);
  if (!desc.valid) throw bad('description', desc.message!);
  checkPercents(body.positions);
  const kept = body.positions.filter((p) => p.percent > 0);
  const funds = fundsOf(
    ctx,
    kept.map((p) => p.symbol),
  );
  const min = amountMinBuy(funds.map((f, i) => ({ f, percent: kept[i]!.percent })));
  const id = ctx.db.transaction(() => {
    const info = ctx
      .q(
        `INSERT INTO portfolios (user_id, name, description, strategy, topic, amount_min_buy, manage_fare, found_date, store_id, created_at)
         VALUES (?, ?, ?, '', 'xds', ?, ?, ?, ?, ?)`,
      )
      .run(
        userId,
        body.name.trim(),
        body.description.trim(),
        min.toFixed(2),
        CREATED_MANAGE_FARE,
        effectiveDate(ctx),
        body.store_id ?? null,
        ctx.nowIso(),
      );
    const pid = Number(info.lastInsertRowid);
    kept.forEach((p, i) =>
      ctx
        .q(
          'INSERT INTO portfolio_positions (portfolio_id, fund_code, percent, seq) VALUES (?, ?, ?, ?)',
        )
        .run(pid, p.symbol, p.percent, i),
    );
    return pid;
  })();
  return portfolioOr404(ctx, id);
}

export function adjustmentJson(a: AdjustmentRow): S['PositionAdjustment'] {
  const positions = JSON.parse(a.positions) as S['PositionAdjustment']['positions'];
  return {
    id: a.id,
    portfolio_id: a.portfolio_id,
    reason: a.reason,
    status: 1,
    created_at: a.created_at,
    positions,
  };
}

/**
 * Changes a portfolio's target positions (the owner only). Funds left out go to 0 %; a bao
 * position cannot be removed; a suspended position (stale NAV) cannot change its weight. The net value re-weights at the close of the effective date.
 * @throws HttpError 403 not the owner; 400 positions invalid or moving a suspended fund
 */
export function adjustPositions(
  ctx: Ctx,
  userId: number,
  body: { portfolio_id: number; positions: { symbol: string; percent: number }[]; reason?: string },
): AdjustmentRow {
  const p = portfolioOr404(ctx, body.portfolio_id, 'portfolio_id');
  requireOwner(ctx, userId, p);
  checkAdjustedPercents(body.positions);
  const funds = fundsOf(
    ctx,
    body.positions.map((x) => x.symbol),
  );
  const before = targetPositions(ctx, p.id);
  for (const b of before)
    if (b.f.isBao && !body.positions.some((x) => x.symbol === b.f.code && x.percent > 0))
      throw bad('positions', '理财宝仓位不可移除');
  const codes = [...new Set([...before.map((b) => b.f.code), ...funds.map((f) => f.code)])];
  const rows = codes.map((code) => ({
    symbol: code,
    abbr_name: ctx.market.fund(code)!.name,
    percent_before: before.find((b) => b.f.code === code)?.percent ?? 0,
    percent_after: body.positions.find((x) => x.symbol === code)?.percent ?? 0,
  }));
  if (rows.every((r) => r.percent_before === r.percent_after))
    throw bad('positions', '调仓后的配置与当前配置相同');
  // A position whose fund is suspended (stale NAV) cannot be bought or sold: it keeps its weight.
  for (const r of rows)
    if (r.percent_before !== r.percent_after)
      requireFresh(ctx, ctx.market.fund(r.symbol)!, 'positions');
  const id = ctx.db.transaction(() => {
    const info = ctx
      .q(
        'INSERT INTO position_adjustments (portfolio_id, user_id, reason, created_at, effective_date, positions) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(
        p.id,
        userId,
        body.reason?.trim() || null,
        ctx.nowIso(),
        effectiveDate(ctx),
        JSON.stringify(rows),
      );
    ctx.q('DELETE FROM portfolio_positions WHERE portfolio_id = ?').run(p.id);
    body.positions
      .filter((x) => x.percent > 0)
      .forEach((x, i) =>
        ctx
          .q(
            'INSERT INTO portfolio_positions (portfolio_id, fund_code, percent, seq) VALUES (?, ?, ?, ?)',
          )
          .run(p.id, x.symbol, x.percent, i),
      );
    return Number(info.lastInsertRowid);
  })();
  return ctx.q('SELECT * FROM position_adjustments WHERE id = ?').get(id) as AdjustmentRow;
}
