/**
 * The private-funds area (spec 001 §2 private fund routes, §7 private funds): sandbox
 * private products (示例/沙盒) on real NAV series, reservations (a trade record with the fund
 * trade statuses of §4), and the holdings / detail / shares / trades / income / markers reads.
 * README "Private funds".
 */
import { tradeDirectionLabel, tradeStatusText, type components } from '@jijin/core';
import type { Ctx } from '../../ctx';
import { money } from '../../ctx';
import { HttpError, bad, forbidden, notFound } from '../../http/errors';
import { paginate, uid } from '../../http/registry';
import { fmtScaled } from '../../market/market';
import { defineArea } from '../define';
import { PRIVATE_PRODUCTS, productOf, type PrivateProduct } from './products';
import { RESERVATION_MIN_AMOUNT, reservationErrors } from '../../domain/private-funds';
import {
  riskLevelLabel,
  riskMatches,
  riskQuestionnaireJson,
  riskTypeLabel,
  scoreGivenAnswers,
} from '../../domain/risk';

type S = components['schemas'];

interface ReservationRow {
  id: number;
  user_id: number;
  fund_id: number;
  amount: string;
  name: string | null;
  mobile: string | null;
  contact_time: string;
  remark: string | null;
  status: number;
  created_at: string;
}

/** Reservation status (PrivateFundReservation.status): 0 submitted. */
const SUBMITTED = 0;
/** A reservation as a trade record: §4 trade status 0 (pending; core labels a pending buy 委托成功), direction 0 买入. */
const TRADE_STATUS_PENDING = 0;
const DIRECTION_BUY = 0;

function isQualified(ctx: Ctx, userId: number | null): boolean {
  if (userId === null) return false;
  const u = ctx.q('SELECT private_fund_qualified FROM users WHERE id = ?').get(userId) as
    { private_fund_qualified: number } | undefined;
  return !!u?.private_fund_qualified;
}

/** A private-fund risk test expires two years after it was taken, as the fund risk test does. */
const riskExpiry = (testedAt: string) =>
  `${Number(testedAt.slice(0, 4)) + 2}${testedAt.slice(4, 10)}`;

/** The user's unexpired private-fund risk test, or null. */
function privateRisk(
  ctx: Ctx,
  userId: number | null,
): { risk_type: number; tested_at: string } | null {
  if (userId === null) return null;
  const r = ctx
    .q('SELECT risk_type, tested_at FROM private_fund_risk_tests WHERE user_id = ?')
    .get(userId) as { risk_type: number; tested_at: string } | undefined;
  if (!r || ctx.today() > riskExpiry(r.tested_at)) return null;
  return r;
}

function riskResultJson(ctx: Ctx, userId: number): S['PrivateFundRiskResult'] {
  const r = privateRisk(ctx, userId);
  const type = (r?.risk_type ?? 0) as S['PrivateFundRiskResult']['investment_risk'];
  return {
    tested: r !== null,
    investment_risk: type,
    investment_risk_display: riskTypeLabel(type),
    effective_to: r ? riskExpiry(r.tested_at) : null,
  };
}

function brief(ctx: Ctx, p: PrivateProduct): S['FundBrief'] {
  const f = ctx.market.fund(p.nav_source);
  // a source fund without a NAV series shows no NAV (null), never a price of 1.0000
  const nav = f ? ctx.market.navOrNull(f, ctx.today()) : null;
  return {
    id: p.id,
    symbol: p.symbol,
    code: p.symbol,
    abbr_name: p.abbr_name,
    allow_buy: true,
    allow_sell: false,
    net_value: nav ? fmtScaled(nav.nav, 4) : null,
    net_value_date: nav?.date ?? null,
  };
}

function tradeJson(ctx: Ctx, r: ReservationRow): S['FundTradeRecord'] {
  const p = productOf({ fund_id: r.fund_id })!;
  return {
    id: r.id,
    serial_number: `PF${String(r.id).padStart(10, '0')}`,
    amount: r.amount,
    amount_confirm: null,
    shares: null,
    shares_confirm: null,
    status: TRADE_STATUS_PENDING,
    status_display: tradeStatusText(TRADE_STATUS_PENDING, { direction: DIRECTION_BUY }),
    direction: DIRECTION_BUY,
    direction_display: `${tradeDirectionLabel(DIRECTION_BUY)}预约`,
    apply_date: r.created_at,
    fund: brief(ctx, p),
    bank_card: null,
    remind_info: `预约已提交，客户经理将在${r.contact_time}与您联系`,
  };
}

function rows(ctx: Ctx, userId: number): ReservationRow[] {
  return ctx
    .q('SELECT * FROM private_fund_reservations WHERE user_id = ? ORDER BY id DESC')
    .all(userId) as ReservationRow[];
}

function productOr404(q: Record<string, unknown>): PrivateProduct {
  if (q.fund_id === undefined && q.symbol === undefined) throw bad('symbol', '请指定私募产品');
  const p = productOf(q);
  if (!p) throw notFound('该私募产品不存在');
  return p;
}

export const privateFundsArea = defineArea({
  id: 'private-funds',
  migrations: [
    {
      id: 1,
      name: 'private fund reservations',
      sql: `
CREATE TABLE private_fund_reservations (
  id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, fund_id INTEGER NOT NULL,
  amount TEXT NOT NULL, name TEXT, mobile TEXT, contact_time TEXT NOT NULL, remark TEXT,
  status INTEGER NOT NULL, created_at TEXT NOT NULL
);`,
    },
    {
      id: 2,
      name: 'private-fund risk tests, one per user',
      sql: `CREATE TABLE private_fund_risk_tests (user_id INTEGER PRIMARY KEY, answers TEXT NOT NULL,
  score INTEGER NOT NULL, risk_type INTEGER NOT NULL, tested_at TEXT NOT NULL);`,
    },
  ],
  userTables: ['private_fund_reservations', 'private_fund_risk_tests'],
  handlers: {
    'GET /private_funds/product/': ({ ctx, query, userId }) => {
      const p = productOf({ slug: query.slug });
      if (!p) throw notFound('该私募产品不存在');
      const qualified = isQualified(ctx, userId);
      const riskTested = privateRisk(ctx, userId) !== null;
      const shown = qualified && riskTested;
      const f = ctx.market.fund(p.nav_source);
      return {
        id: p.id,
        slug: p.slug,
        symbol: p.symbol,
        abbr_name: p.abbr_name,
        is_example: true,
        qualified,
        risk_tested: riskTested,
        risk_level: p.risk_level,
        nav_source: shown ? p.nav_source : null,
        amount_min: shown ? money(RESERVATION_MIN_AMOUNT) : null,
        net_values:
          shown && f
            ? ctx.market
                .history(f, '1900-01-01', ctx.today())
                .slice(-60)
                .map((n) => ({ date: n.date, net_value: fmtScaled(n.nav, 4) }))
            : null,
      };
    },
    'POST /private_funds/reservation/': (req) => {
      const { ctx, body } = req;
      const userId = uid(req);
      if (!isQualified(ctx, userId)) throw forbidden('请先完成私募合格投资者认定');
      const risk = privateRisk(ctx, userId);
      if (!risk) throw forbidden('请先完成私募风险测评');
      const p = productOf({ fund_id: body.fund_id, symbol: body.symbol });
      if (!p) throw bad('symbol', '该私募产品不存在');
      if (!riskMatches(risk.risk_type, p.risk_level))
        throw bad(
          'risk',
          `您的风险承受能力为${riskTypeLabel(risk.risk_type)}，低于该产品的风险等级${riskLevelLabel(p.risk_level)}（R${p.risk_level}），不能预约`,
        );
      const errors = reservationErrors(body);
      if (Object.keys(errors).length) throw new HttpError(400, errors);
      const amount = money(String(body.amount));
      const info = ctx
        .q(
          'INSERT INTO private_fund_reservations (user_id, fund_id, amount, name, mobile, contact_time, remark, status, created_at) VALUES (?,?,?,?,?,?,?,?,?)',
        )
        .run(
          userId,
          p.id,
          amount,
          body.name ?? null,
          body.mobile ?? null,
          body.contact_time,
          body.remark ?? null,
          SUBMITTED,
          ctx.nowIso(),
        );
      const r = ctx
        .q('SELECT * FROM private_fund_reservations WHERE id = ?')
        .get(Number(info.lastInsertRowid)) as ReservationRow;
      return {
        id: r.id,
        fund: brief(ctx, p),
        amount: r.amount,
        name: r.name ?? undefined,
        mobile: r.mobile ?? undefined,
        contact_time: r.contact_time,
        status: SUBMITTED,
        created_at: r.created_at,
      };
    },
    'GET /private_funds/investment_risk/questions/': () => riskQuestionnaireJson('2026.1-private'),
    'GET /private_funds/investment_risk/mine/': (req) => riskResultJson(req.ctx, uid(req)),
    'POST /private_funds/investment_risk/answer/': (req) => {
      const { ctx, body } = req;
      const r = scoreGivenAnswers(body.answer);
      ctx
        .q(
          'INSERT OR REPLACE INTO private_fund_risk_tests (user_id, answers, score, risk_type, tested_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(uid(req), JSON.stringify(r.answers), r.score, r.riskType, ctx.today());
      return riskResultJson(ctx, uid(req));
    },
    // Holdings come only from confirmed trades; reservations stay pending, status 0 (README), so none yet.
    'GET /private_funds/fund/mine/': () => [],
    'GET /private_funds/fund_info/': ({ query }) => {
      productOr404(query);
      throw notFound('您尚未持有该私募产品');
    },
    'GET /private_funds/shares_info/': ({ query }) => {
      productOr404(query);
      return [];
    },
    'GET /private_funds/trades/': (req) => {
      const { ctx, query } = req;
      let list = rows(ctx, uid(req)).map((r) => tradeJson(ctx, r));
      if (query.symbol) list = list.filter((t) => t.fund.symbol === query.symbol);
      if (query.status !== undefined && query.status !== '')
        list = list.filter((t) => String(t.status) === String(query.status));
      if (query.direction !== undefined && query.direction !== '')
        list = list.filter((t) => String(t.direction) === String(query.direction));
      return paginate(list, query.page ?? 1, query.page_size ?? 20);
    },
    'GET /private_funds/trades/{id}/': (req) => {
      const r = rows(req.ctx, uid(req)).find((x) => x.id === Number(req.params.id));
      if (!r) throw notFound();
      return {
        ...tradeJson(req.ctx, r),
        allow_undo: false,
        is_remittance: false,
        status_info: [],
      };
    },
    'GET /private_funds/income/fund/': ({ query }) => {
      productOr404(query);
      return paginate([], query.page ?? 1, query.page_size ?? 20);
    },
    'GET /private_funds/trades/markers/': ({ query }) => {
      productOr404({ symbol: query.symbol });
      return [];
    },
  },
});

export { PRIVATE_PRODUCTS };
