/**
 * Fund alerts (README "Messages and alerts"): evaluated on confirmed NAVs only — a NAV dated D is
 * published at 20:00 on D ({@link Ctx.navDate}); an alert looks at each NAV date after the one it
 * last checked, so it fires on the first confirmed NAV date that crosses and never before.
 */
import Decimal from 'decimal.js';
import { appLinks } from '../../domain/app-links';
import type { Ctx } from '../../ctx';
import { bad, notFound } from '../../http/errors';
import { position } from '../../trading';
import { postMessage, fundLabel } from '../../domain/messages';
import type { Schemas } from '../../domain/schemas';
import { addDays } from '../../market/calendar';
import type { Fund } from '../../market/market';

export type AlertKind = 'day_change' | 'holding_return' | 'nav_target';

export interface AlertRow {
  id: number;
  user_id: number;
  code: string;
  kind: AlertKind;
  threshold: string;
  created_at: string;
  /** The last NAV date evaluated (YYYY-MM-DD). */
  checked_through: string;
  /** holding_return / nav_target: 1 at or above the level, -1 below, null unknown (no holding). */
  last_side: number | null;
  fired_count: number;
  last_fired_date: string | null;
}

/** At most this many alerts per user. */
export const MAX_ALERTS = 20;

export const ALERTS_SQL = `
CREATE TABLE fund_alerts (
  id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, code TEXT NOT NULL,
  kind TEXT NOT NULL, threshold TEXT NOT NULL, created_at TEXT NOT NULL,
  checked_through TEXT NOT NULL, last_side INTEGER, fired_count INTEGER NOT NULL DEFAULT 0,
  last_fired_date TEXT);
CREATE INDEX fund_alerts_user ON fund_alerts (user_id);
`;

export function alertJson(ctx: Ctx, a: AlertRow): Schemas['FundAlert'] {
  return {
    id: a.id,
    symbol: a.code,
    fund_name: fundLabel(ctx, a.code),
    kind: a.kind,
    threshold: a.threshold,
    created_at: a.created_at,
    fired_count: a.fired_count,
    last_fired_date: a.last_fired_date,
  };
}

const nav4 = (nav: number): Decimal => new Decimal(nav).div(10000);

/** Holding return (%) of the user's position in `f` as of NAV date `date`: (shares x NAV - cost) / cost; null without shares. */
function holdingReturn(
  ctx: Ctx,
  userId: number,
  f: Fund,
  date: string,
  nav: number,
): Decimal | null {
  const p = position(ctx, userId, f.code, date);
  if (p.shares.lte(0) || p.cost.lte(0)) return null;
  return p.shares.times(nav4(nav)).minus(p.cost).div(p.cost).times(100);
}

/** The side of `value` against `level`: 1 at or above, -1 below. */
const sideOf = (value: Decimal, level: Decimal): number => (value.gte(level) ? 1 : -1);

/**
 * Creates an alert; its baseline is the NAV published last (nothing before now can fire it).
 * @throws HttpError 400 on `symbol` (unknown, no NAV series), `threshold` (not a number, out of range),
 *   `kind` (holding_return on a fund not held), `non_field_errors` (more than {@link MAX_ALERTS})
 */
export function createAlert(
  ctx: Ctx,
  userId: number,
  body: { symbol: string; kind: AlertKind; threshold: string },
): AlertRow {
  const f = ctx.fundOr404(body.symbol, 400, 'symbol');
  if (f.isMoney || !f.series) throw bad('symbol', '该基金没有每日净值，无法设置净值提醒');
  let t: Decimal;
  try {
    t = new Decimal(body.threshold);
  } catch {
    throw bad('threshold', '请输入正确的数值');
  }
  if (!t.isFinite()) throw bad('threshold', '请输入正确的数值');
  if (body.kind === 'day_change' && (t.lte(0) || t.gt(20)))
    throw bad('threshold', '涨跌幅提醒请输入0.01%至20%之间的数值');
  if (body.kind === 'nav_target' && (t.lte(0) || t.gt(10000)))
    throw bad('threshold', '请输入大于0的目标净值');
  if (body.kind === 'holding_return' && (t.lt(-99) || t.gt(1000)))
    throw bad('threshold', '持有收益率提醒请输入-99%至1000%之间的数值');
  const count = (
    ctx.q('SELECT COUNT(*) AS n FROM fund_alerts WHERE user_id = ?').get(userId) as { n: number }
  ).n;
  if (count >= MAX_ALERTS) throw bad('non_field_errors', `最多设置${MAX_ALERTS}个提醒`);
  const navDate = ctx.navDate();
  const pt = ctx.market.navOn(f, navDate); // priced: a fund without a series is refused above
  let side: number | null = null;
  if (body.kind === 'nav_target') side = sideOf(nav4(pt.nav), t);
  if (body.kind === 'holding_return') {
    const r = holdingReturn(ctx, userId, f, navDate, pt.nav);
    if (r === null) throw bad('kind', '您未持有该基金（或份额尚未确认），无法设置持有收益提醒');
    side = sideOf(r, t);
  }
  const id = ctx
    .q(
      'INSERT INTO fund_alerts (user_id, code, kind, threshold, created_at, checked_through, last_side) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(userId, f.code, body.kind, t.toString(), ctx.nowIso(), navDate, side).lastInsertRowid;
  return ctx.q('SELECT * FROM fund_alerts WHERE id = ?').get(id) as AlertRow;
}

export function deleteAlert(ctx: Ctx, userId: number, id: number): void {
  const r = ctx.q('DELETE FROM fund_alerts WHERE id = ? AND user_id = ?').run(id, userId);
  if (r.changes === 0) throw notFound();
}

export function alertsOf(ctx: Ctx, userId: number): AlertRow[] {
  return ctx
    .q('SELECT * FROM fund_alerts WHERE user_id = ? ORDER BY id DESC')
    .all(userId) as AlertRow[];
}

const pct = (d: Decimal): string => `${d.gte(0) ? '+' : ''}${d.toFixed(2)}%`;

/** Evaluates one alert over the NAV dates after its last check up to `navDate`; answers how many fired. */
function evaluate(ctx: Ctx, a: AlertRow, navDate: string): number {
  if (a.checked_through >= navDate) return 0;
  const f = ctx.market.fund(a.code);
  if (!f) return 0;
  const t = new Decimal(a.threshold);
  const name = fundLabel(ctx, a.code);
  let side = a.last_side;
  let fired = 0;
  let lastFired = a.last_fired_date;
  for (const p of ctx.market.history(f, addDays(a.checked_through, 1), navDate)) {
    const nav = nav4(p.nav);
    let text: string | null = null;
    if (a.kind === 'day_change') {
      const prev = ctx.market.prevNav(f, p.date);
      if (!prev) continue;
      const change = nav.div(nav4(prev.nav)).minus(1).times(100);
      if (change.abs().gte(t))
        text = `${name}${p.date}确认净值${nav.toFixed(4)}，单日${change.gte(0) ? '上涨' : '下跌'}${pct(change)}，达到您设置的±${t.toString()}%提醒。`;
    } else {
      const value = a.kind === 'nav_target' ? nav : holdingReturn(ctx, a.user_id, f, p.date, p.nav);
      if (value === null) continue;
      const now = sideOf(value, t);
      if (side !== null && now !== side)
        text =
          a.kind === 'nav_target'
            ? `${name}${p.date}确认净值${nav.toFixed(4)}，${now > 0 ? '升至' : '跌破'}您设置的目标净值${t.toString()}。`
            : `${name}按${p.date}确认净值${nav.toFixed(4)}计算的持有收益率为${pct(value)}，${now > 0 ? '升至' : '跌破'}您设置的${t.toString()}%。`;
      side = now;
    }
    if (text === null) continue;
    fired++;
    lastFired = p.date;
    postMessage(ctx, {
      userId: a.user_id,
      kind: 'alert_fired',
      title:
        a.kind === 'day_change'
          ? '净值涨跌提醒'
          : a.kind === 'nav_target'
            ? '目标净值提醒'
            : '持有收益提醒',
      content: text,
      at: `${p.date}T20:00:00+08:00`,
      symbol: a.code,
      link: appLinks.fundDetail(a.code),
      key: `alert:${a.id}:${p.date}`,
    });
  }
  ctx
    .q(
      'UPDATE fund_alerts SET checked_through = ?, last_side = ?, fired_count = fired_count + ?, last_fired_date = ? WHERE id = ?',
    )
    .run(navDate, side, fired, lastFired, a.id);
  return fired;
}

/** Evaluates every alert (of one user when given) up to the last published NAV date; answers the firings. */
export function evaluateAlerts(ctx: Ctx, userId?: number): number {
  const navDate = ctx.navDate();
  const rows = (
    userId === undefined
      ? ctx.q('SELECT * FROM fund_alerts WHERE checked_through < ?').all(navDate)
      : ctx
          .q('SELECT * FROM fund_alerts WHERE user_id = ? AND checked_through < ?')
          .all(userId, navDate)
  ) as AlertRow[];
  let n = 0;
  ctx.db.transaction(() => {
    for (const a of rows) n += evaluate(ctx, a, navDate);
  })();
  return n;
}
