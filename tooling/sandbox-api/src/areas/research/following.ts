/**
 * Following (自选, spec 001 §7 "GET /symbols/following/ (symbols, symbol_type 1,3,5); POST
 * /symbols/{id}/follow/ or unfollow/"): funds, stocks and indexes a user follows, in the shared
 * `follows` table. Numeric ids are shared across types (000001 is a fund, a stock and an index),
 * so follow / unfollow take the designed `symbol_type` (3 fund by default, 1 stock, 5 index) and
 * each type is its own follow kind: `symbol` (funds, as the fund lists read it), `stock`, `index`.
 * A fund known only from the master list (基金名录, no NAV data) can be followed too: its row has
 * its name and type and null figures. A fund's `net_value` and `percent_day` are its latest NAV on
 * or before the shown NAV date (`ctx.navDate()`), dated by that NAV's `net_value_date`; stocks,
 * indexes and NAV-less funds have a null `net_value_date`.
 */
import type { Ctx } from '../../ctx';
import { shIso } from '../../clock';
import { directoryFund } from '../../domain/fund-directory';
import { notFound } from '../../http/errors';
import { paginate, uid, type HandlerTable } from '../../http/registry';
import { researchData } from './data';
import { stockRow } from './market-board';
import { indexQuote } from './market-pages';

type SymbolType = 1 | 3 | 5;
const KIND: Record<SymbolType, string> = { 1: 'stock', 3: 'symbol', 5: 'index' };
const TYPE_OF: Record<string, SymbolType> = { stock: 1, symbol: 3, index: 5 };

/** The follow kind and stored code of a numeric id of the given type; 404 when unknown. */
function followTarget(ctx: Ctx, id: number, type: SymbolType): { kind: string; code: string } {
  const code = String(id).padStart(6, '0');
  const known =
    type === 3
      ? ctx.market.fund(code) !== undefined || directoryFund(ctx, code) !== undefined
      : type === 1
        ? researchData().stockByCode.has(code)
        : researchData().index(code) !== undefined;
  if (!known) throw notFound();
  return { kind: KIND[type], code };
}

function followedRow(ctx: Ctx, kind: string, code: string, createdAt: string) {
  const followed_at = shIso(Date.parse(createdAt));
  const type = TYPE_OF[kind]!;
  if (type === 3) {
    const f = ctx.market.fund(code);
    if (!f) {
      // a master-list fund: its name and type, no figure
      const d = directoryFund(ctx, code)!;
      return {
        id: Number(d.code),
        symbol: d.code,
        code: d.code,
        abbr_name: d.name,
        symbol_type: 3 as const,
        symbol_stype: d.stype,
        net_value: null,
        net_value_date: null,
        price: null,
        percent_day: null,
        percent_year: null,
        year_yld: null,
        followed_at,
      };
    }
    const st = ctx.market.statsAsOf(ctx.navDate()).get(f.code)!;
    return {
      id: Number(f.code),
      symbol: f.code,
      code: f.code,
      abbr_name: f.name,
      symbol_type: 3 as const,
      symbol_stype: f.stype,
      net_value: st.net_value,
      net_value_date: st.nav_date,
      price: null,
      percent_day: st.percent_day === null ? null : Number(st.percent_day),
      percent_year: st.percent_year === null ? null : Number(st.percent_year),
      year_yld: st.year_yld === null ? null : Number(st.year_yld),
      followed_at,
    };
  }
  if (type === 1) {
    const r = stockRow(ctx, code)!;
    return {
      id: r.id,
      symbol: r.symbol,
      code,
      abbr_name: r.abbr_name,
      symbol_type: 1 as const,
      symbol_stype: 101 as const,
      net_value: null,
      net_value_date: null,
      price: r.price,
      percent_day: r.percent_day,
      percent_year: null,
      year_yld: null,
      followed_at,
    };
  }
  const q = indexQuote(ctx, researchData().index(code)!);
  return {
    id: q.id,
    symbol: q.symbol,
    code,
    abbr_name: q.abbr_name,
    symbol_type: 5 as const,
    net_value: null,
    net_value_date: null,
    price: q.price,
    percent_day: q.percent_day,
    percent_year: null,
    year_yld: null,
    followed_at,
  };
}

export const followingHandlers = {
  'GET /symbols/following/': (req) => {
    const { ctx, query } = req;
    const kinds = String(query.symbol_type ?? '1,3,5')
      .split(',')
      .map((t) => KIND[Number(t.trim()) as SymbolType])
      .filter((k): k is string => k !== undefined);
    const rows = kinds.length
      ? (ctx
          .q(
            `SELECT kind, target, created_at FROM follows WHERE user_id = ? AND kind IN (${kinds.map(() => '?').join(',')}) ORDER BY created_at DESC, kind, target`,
          )
          .all(uid(req), ...kinds) as { kind: string; target: string; created_at: string }[])
      : [];
    const items = rows.map((r) => followedRow(ctx, r.kind, r.target, r.created_at));
    if (query.symbols) {
      const want = new Set(
        String(query.symbols)
          .split(',')
          .map((x) => x.trim().toUpperCase()),
      );
      return paginate(
        items.filter((i) => want.has(i.symbol.toUpperCase()) || want.has(i.code)),
        query.page ?? 1,
        query.page_size ?? 20,
      );
    }
    return paginate(items, query.page ?? 1, query.page_size ?? 20);
  },
  'POST /symbols/{id}/follow/': (req) => {
    const t = followTarget(req.ctx, req.params.id, (req.query.symbol_type ?? 3) as SymbolType);
    req.ctx
      .q('INSERT OR IGNORE INTO follows (user_id, kind, target, created_at) VALUES (?, ?, ?, ?)')
      .run(uid(req), t.kind, t.code, req.ctx.nowIso());
    return { followed: true };
  },
  'POST /symbols/{id}/unfollow/': (req) => {
    const t = followTarget(req.ctx, req.params.id, (req.query.symbol_type ?? 3) as SymbolType);
    req.ctx
      .q('DELETE FROM follows WHERE user_id = ? AND kind = ? AND target = ?')
      .run(uid(req), t.kind, t.code);
    return { followed: false };
  },
} satisfies HandlerTable;
