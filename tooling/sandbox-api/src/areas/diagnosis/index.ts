/**
 * The diagnosis area (spec 001 §2 diagnosis routes, §3 Diagnosis, §4 guest diagnosis and
 * stop-tracking, §7 analyse / analyse_history / analyse_sync): diagnoses computed from the fund's
 * real NAV series, each user's history and tracking in SQLite, alerts raised when the clock
 * reaches a new date. README.md "Diagnosis" documents the method.
 */
import Decimal from 'decimal.js';
import { fundBrief } from '../../domain/serializers';
import type { components } from '@jijin/core';
import type { Ctx } from '../../ctx';
import type { Fund } from '../../market/market';
import { defineArea } from '../define';
import { paginate, uid, type ReqBase, type Req } from '../../http/registry';
import { bad, notFound } from '../../http/errors';
import { dayNum } from '../../market/calendar';
import { csiSeries } from '../../market/csi-series';
import { holdingPeriodStats, type Series } from '../../market/nav-stats';
import {
  diagnose,
  HOLDING_PERIODS,
  scoreSeries,
  type Dimension,
  type FundDiagnosis,
} from './diagnose';

type Diagnosis = components['schemas']['Diagnosis'];

interface Row {
  id: number;
  user_id: number;
  code: string;
  analyse_date: string;
  score: number | null;
  scores: string;
  manager_ids: string;
  is_following: number;
  is_alert: number;
  alert_reason: string | null;
  created_at: string;
  updated_at: string;
}

/** A diagnosis is recommended when its score is at least this. */
export const RECOMMENDED_SCORE = 80;

/** The benchmark: CSI 300's closes. */
const bench = (ctx: Ctx): Series => csiSeries(ctx.market);

const diagCache = new WeakMap<Ctx, { date: string; map: Map<string, FundDiagnosis> }>();
/** The fund's diagnosis as of the NAV date, cached per date. */
export function diagnosisOf(ctx: Ctx, f: Fund): FundDiagnosis {
  const date = ctx.navDate();
  let c = diagCache.get(ctx);
  if (!c || c.date !== date) diagCache.set(ctx, (c = { date, map: new Map() }));
  let d = c.map.get(f.code);
  if (!d) c.map.set(f.code, (d = diagnose(ctx, f, bench(ctx))));
  return d;
}

type ScoreCard = { score: number | null; scores: Partial<Record<Dimension, number>> };
const scoreCache = new WeakMap<Ctx, { date: string; map: Map<string, ScoreCard> }>();
/** Only the fund's score and sub-scores as of the NAV date (cheaper than the diagnosis), cached per date. */
function scoreCardOf(ctx: Ctx, f: Fund): ScoreCard {
  const date = ctx.navDate();
  let c = scoreCache.get(ctx);
  if (!c || c.date !== date) scoreCache.set(ctx, (c = { date, map: new Map() }));
  let card = c.map.get(f.code);
  if (!card) {
    card =
      f.isMoney || !f.series || f.series.days.length < 2
        ? { score: null, scores: {} }
        : scoreSeries({ days: f.series.days, values: f.series.tr }, bench(ctx), dayNum(date));
    c.map.set(f.code, card);
  }
  return card;
}

/** The funds (of one symbol_stype, or all) that have a score as of the NAV date, best first, ties by code. */
function scoredFunds(
  ctx: Ctx,
  stype: number | null,
): { g: Fund; card: ScoreCard & { score: number } }[] {
  return ctx.market.funds
    .filter((g) => (stype === null || g.stype === stype) && g.series && g.series.days.length > 1)
    .map((g) => ({ g, card: scoreCardOf(ctx, g) }))
    .filter((x): x is { g: Fund; card: ScoreCard & { score: number } } => x.card.score !== null)
    .sort((a, b) => b.card.score - a.card.score || a.g.code.localeCompare(b.g.code));
}

/** Up to 3 funds of the same symbol_stype with a higher score, best first. */
function similarBetter(ctx: Ctx, f: Fund, score: number | null) {
  if (score === null) return [];
  return scoredFunds(ctx, f.stype)
    .filter((x) => x.g.code !== f.code && x.card.score > score)
    .slice(0, 3)
    .map((x) => ({
      fund: fundBrief(ctx, x.g) as components['schemas']['FundBrief'],
      score: x.card.score,
    }));
}

/**
 * GET /symbols/funds/analyse_ranking/: the scored funds of a type (`all` or a symbol_stype code),
 * best first, ranked by competition ranking (equal scores share a rank).
 */
function ranking(
  req: Req<'GET /symbols/funds/analyse_ranking/'>,
): components['schemas']['DiagnosisRankPage'] {
  const type = String(req.query.type ?? 'all');
  if (type !== 'all' && !/^\d{3}$/.test(type)) throw bad('type', '基金类型不正确');
  const list = scoredFunds(req.ctx, type === 'all' ? null : Number(type));
  let rank = 0;
  const ranked = list.map((x, i) => {
    if (i === 0 || x.card.score !== list[i - 1]!.card.score) rank = i + 1;
    return { rank, ...x };
  });
  const page = paginate(ranked, req.query.page ?? 1, req.query.page_size ?? 20);
  return {
    ...page,
    nav_date: req.ctx.navDate(),
    results: page.results.map((x) => ({
      rank: x.rank,
      fund: fundBrief(req.ctx, x.g) as components['schemas']['FundBrief'],
      score: x.card.score,
      scores: x.card.scores,
      is_recommended: x.card.score >= RECOMMENDED_SCORE,
    })),
  };
}

function managersOf(ctx: Ctx, f: Fund): components['schemas']['FundManagerBrief'][] {
  return f.managerIds.map((id) => {
    const m = ctx.q('SELECT id, name, post_status FROM managers WHERE id = ?').get(id) as {
      id: number;
      name: string;
      post_status?: number;
    };
    return { id: m.id, name: m.name, avatar: null, post_status: m.post_status === 2 ? 2 : 1 };
  });
}

/** The Diagnosis body: the fund's current diagnosis, with the stored row's state when there is one. */
function diagnosisJson(req: ReqBase, f: Fund, row?: Row): Diagnosis {
  const { ctx } = req;
  const d = diagnosisOf(ctx, f);
  const score = row ? row.score : d.score;
  const scores = row ? (JSON.parse(row.scores) as Record<string, number>) : d.scores;
  return {
    id: row?.id ?? 0,
    code: f.code,
    source_fund_symbol: f.code,
    analyse_date: row?.analyse_date ?? ctx.navDate(),
    is_alert: !!row?.is_alert,
    alert_reason: row?.alert_reason ?? null,
    is_recommended: score !== null && score >= RECOMMENDED_SCORE,
    is_following: !!row?.is_following,
    score,
    scores,
    summary: d.summary,
    fund: fundBrief(ctx, f) as components['schemas']['FundBrief'],
    profit_loss: d.profitLoss,
    fund_managers: managersOf(ctx, f),
    recommend_funds: similarBetter(ctx, f, score),
  };
}

function rowOr404(req: ReqBase, id: number): Row {
  const r = req.ctx.q('SELECT * FROM diagnoses WHERE id = ? AND user_id = ?').get(id, uid(req)) as
    Row | undefined;
  if (!r) throw notFound('诊断记录不存在');
  return r;
}

/** Stores (or refreshes) the user's diagnosis of a fund; tracking and alerts are kept. */
function upsert(ctx: Ctx, userId: number, f: Fund): Row {
  const d = diagnosisOf(ctx, f);
  const now = ctx.nowIso();
  ctx
    .q(
      `INSERT INTO diagnoses (user_id, code, analyse_date, score, scores, manager_ids, is_following, is_alert, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 0, 0, ?, ?)
       ON CONFLICT(user_id, code) DO UPDATE SET analyse_date = excluded.analyse_date, score = excluded.score,
         scores = excluded.scores, manager_ids = excluded.manager_ids, updated_at = excluded.updated_at`,
    )
    .run(
      userId,
      f.code,
      ctx.navDate(),
      d.score,
      JSON.stringify(d.scores),
      f.managerIds.join(','),
      now,
      now,
    );
  return ctx.q('SELECT * FROM diagnoses WHERE user_id = ? AND code = ?').get(userId, f.code) as Row;
}

const SORTS: Record<string, string> = {
  updated_at: 'updated_at',
  analyse_date: 'analyse_date',
  score: 'score',
};

/**
 * When the clock reaches a new date: each tracked diagnosis is re-scored as of the NAV date; a
 * lower score or a different set of managers raises the alert (with its reason), and the stored
 * score becomes the new one.
 */
export function checkTracked(ctx: Ctx): number {
  let alerts = 0;
  const rows = ctx.q('SELECT * FROM diagnoses WHERE is_following = 1').all() as Row[];
  for (const r of rows) {
    const f = ctx.market.fund(r.code);
    if (!f) continue;
    const d = diagnosisOf(ctx, f);
    const reasons: string[] = [];
    if (d.score !== null && r.score !== null && d.score < r.score)
      reasons.push(`评分由${r.score}分降至${d.score}分`);
    if (f.managerIds.join(',') !== r.manager_ids) reasons.push('基金经理变更');
    if (reasons.length) alerts++;
    ctx
      .q(
        'UPDATE diagnoses SET score = ?, scores = ?, analyse_date = ?, manager_ids = ?, is_alert = CASE WHEN ? THEN 1 ELSE is_alert END, alert_reason = CASE WHEN ? THEN ? ELSE alert_reason END WHERE id = ?',
      )
      .run(
        d.score,
        JSON.stringify(d.scores),
        ctx.navDate(),
        f.managerIds.join(','),
        reasons.length ? 1 : 0,
        reasons.length ? 1 : 0,
        reasons.join('；'),
        r.id,
      );
  }
  return alerts;
}

export const diagnosisArea = defineArea({
  id: 'diagnosis',
  migrations: [
    {
      id: 1,
      name: 'diagnoses: one per user and fund, tracking and alerts',
      sql: `
CREATE TABLE diagnoses (
  id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, code TEXT NOT NULL,
  analyse_date TEXT NOT NULL, score REAL, scores TEXT NOT NULL, manager_ids TEXT NOT NULL,
  is_following INTEGER NOT NULL DEFAULT 0, is_alert INTEGER NOT NULL DEFAULT 0, alert_reason TEXT,
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL, UNIQUE (user_id, code));
`,
    },
  ],
  userTables: ['diagnoses'],
  onDue: (ctx) => ({ diagnosisAlerts: checkTracked(ctx) }),
  handlers: {
    'POST /symbols/funds/{symbol}/analyse/': (req) => {
      const f = req.ctx.fundOr404(req.params.symbol, 404);
      const row = req.userId ? upsert(req.ctx, req.userId, f) : undefined;
      return diagnosisJson(req, f, row);
    },
    'GET /symbols/funds/analyse_history/': (req) => {
      const sort = String(req.query.sort ?? '-updated_at');
      const col = SORTS[sort.replace(/^-/, '')];
      if (!col) throw bad('sort', `不支持的排序字段：${sort}`);
      const dir = sort.startsWith('-') ? 'DESC' : 'ASC';
      const following = req.query.is_following;
      const rows = req.ctx
        .q(
          `SELECT * FROM diagnoses WHERE user_id = ? ${following === undefined ? '' : 'AND is_following = ?'} ORDER BY ${col} IS NULL, ${col} ${dir}, id DESC`,
        )
        .all(...(following === undefined ? [uid(req)] : [uid(req), following ? 1 : 0])) as Row[];
      const page = paginate(rows, req.query.page ?? 1, req.query.page_size ?? 20);
      return {
        ...page,
        results: page.results.map((r) => diagnosisJson(req, req.ctx.market.fund(r.code)!, r)),
      };
    },
    'GET /symbols/funds/analyse_history/latest/': (req) =>
      (
        req.ctx
          .q('SELECT * FROM diagnoses WHERE user_id = ? ORDER BY updated_at DESC, id DESC LIMIT 10')
          .all(uid(req)) as Row[]
      ).map((r) => diagnosisJson(req, req.ctx.market.fund(r.code)!, r)),
    'GET /symbols/funds/analyse_history/statistics/': (req) => {
      const r = req.ctx
        .q(
          'SELECT COUNT(*) AS total, COALESCE(SUM(is_alert), 0) AS alert_count, COALESCE(SUM(score >= ?), 0) AS recommended_count, COALESCE(SUM(is_following), 0) AS following_count FROM diagnoses WHERE user_id = ?',
        )
        .get(RECOMMENDED_SCORE, uid(req)) as Record<string, number>;
      return {
        total: r.total!,
        alert_count: r.alert_count!,
        recommended_count: r.recommended_count!,
        following_count: r.following_count!,
      };
    },
    'GET /symbols/funds/analyse_history/{id}/': (req) => {
      const r = rowOr404(req, req.params.id);
      return diagnosisJson(req, req.ctx.market.fund(r.code)!, r);
    },
    'POST /symbols/analyse_history/{id}/follow/': (req) => {
      const r = rowOr404(req, req.params.id);
      req.ctx.q('UPDATE diagnoses SET is_following = 1 WHERE id = ?').run(r.id);
      return { followed: true };
    },
    'POST /symbols/analyse_history/{id}/unfollow/': (req) => {
      const r = rowOr404(req, req.params.id);
      req.ctx
        .q('UPDATE diagnoses SET is_following = 0, is_alert = 0, alert_reason = NULL WHERE id = ?')
        .run(r.id);
      return { followed: false };
    },
    'GET /symbols/funds/analyse_ranking/': ranking,
    'POST /symbols/analyse_sync/': (req) => {
      const codes = (req.body as { codes: string[] }).codes;
      let synced = 0;
      for (const code of [...codes].reverse()) {
        const f = req.ctx.market.fund(String(code));
        if (!f) continue;
        upsert(req.ctx, uid(req), f);
        synced++;
      }
      return { synced };
    },
    'GET /symbols/funds/potential/{symbol}/': (req) => {
      const f = req.ctx.fundOr404(req.params.symbol, 404);
      const d = diagnosisOf(req.ctx, f);
      return { symbol: f.code, score: d.score, summary: d.summary, profit_loss: d.profitLoss };
    },
    'GET /symbols/funds/{symbol}/asset_forecast/': (req) => {
      const f = req.ctx.fundOr404(req.params.symbol, 404);
      const amount = new Decimal(req.query.amount ?? '10000.00');
      if (amount.lte(0)) throw bad('amount', '请输入正确的金额');
      const periods: components['schemas']['AssetForecast']['periods'] = [];
      if (f.series && f.series.days.length > 1 && !f.isMoney) {
        const s: Series = { days: f.series.days, values: f.series.tr };
        const to = dayNum(req.ctx.navDate());
        for (const [code, , months] of HOLDING_PERIODS) {
          const st = holdingPeriodStats(s, months, to);
          if (!st) continue;
          const v = (r: number) =>
            amount.times(new Decimal(1).plus(r)).toDecimalPlaces(2).toFixed(2);
          periods.push({
            period: code,
            worth_value_low: v(st.p10),
            worth_value_mid: v(st.p50),
            worth_value_high: v(st.p90),
          });
        }
      }
      return { symbol: f.code, amount: amount.toFixed(2), periods };
    },
  },
});
