/**
 * Seasonal activities and the landing pages' activities (spec 001 §2 Promotion, §7 Promotion),
 * written for the sandbox (README "Money and rewards", "Promotion landing pages"): dates, rules
 * and a remembered join, only while the activity runs and once per user. Their tables are created
 * by promotion migration 2 (`GAMES_SQL` in `games.ts`); migration 4 adds the rules.
 */
import type { components } from '@jijin/core';
import type { Ctx } from '../../ctx';
import { bad, HttpError, notFound } from '../../http/errors';
import { uid, type Req } from '../../http/registry';

type Schemas = components['schemas'];

/** Promotion migration 4: the rules of an activity (JSON array of lines). */
export const ACTIVITY_RULES_SQL = `ALTER TABLE promotion_activities ADD COLUMN rules TEXT NOT NULL DEFAULT '[]';`;

/** Seasonal activities (codes from the contract) and the landing pages' activities, written for the sandbox. */
export const ACTIVITIES = [
  {
    code: 'double11',
    title: '双11理财节',
    description: '11月1日至11日参与活动',
    start_at: '2026-11-01T00:00:00+08:00',
    end_at: '2026-11-11T23:59:59+08:00',
  },
  {
    code: 'lunar_quiz',
    title: '新春答题',
    description: '春节期间答题（已结束）',
    start_at: '2026-02-10T00:00:00+08:00',
    end_at: '2026-02-24T23:59:59+08:00',
  },
  {
    code: 'mooncake',
    title: '中秋博饼',
    description: '中秋节期间参与博饼',
    start_at: '2026-09-20T00:00:00+08:00',
    end_at: '2026-10-08T23:59:59+08:00',
  },
  {
    code: 'trade_bargain',
    title: '交易费率砍价',
    description: '邀请好友帮忙砍价',
    start_at: '2026-04-01T00:00:00+08:00',
    end_at: '2026-06-30T23:59:59+08:00',
  },
  {
    code: 'futures_loss_return',
    title: '期货亏损返还',
    description: '期货新户首月亏损返还',
    start_at: '2026-01-01T00:00:00+08:00',
    end_at: '2026-12-31T23:59:59+08:00',
  },
  {
    code: 'futures_simulation',
    title: '期货模拟交易大赛',
    description: '模拟交易比赛',
    start_at: '2026-01-01T00:00:00+08:00',
    end_at: '2026-12-31T23:59:59+08:00',
  },
  // The landing pages of spec 001 §2 Promotion (README "Promotion landing pages"): their rules.
  {
    code: 'fund_portfolios',
    title: '组合投资季',
    description: '精选示例投顾组合，领取组合返现红包后买入',
    start_at: '2026-01-01T00:00:00+08:00',
    end_at: '2026-12-31T23:59:59+08:00',
    rules: [
      '活动时间：2026年1月1日至2026年12月31日。',
      '展示的组合为示例投顾组合，收益由其成分基金的真实净值计算，过往业绩不代表未来表现。',
      '活动期间每人可领取1张组合返现红包：买入组合满1000元可用，领取后30天内有效。',
      '用红包买入组合，交易确认后返现金额存入钱包；撤单后红包退回。',
      '本活动为示例活动，不构成真实优惠。',
    ],
  },
  {
    code: 'diagnosis',
    title: '诊基有礼',
    description: '输入基金即可查看诊断评分',
    start_at: '2026-01-01T00:00:00+08:00',
    end_at: '2026-12-31T23:59:59+08:00',
    rules: [
      '输入基金代码、名称或拼音，查看由基金真实净值计算的诊断评分。',
      '未登录可免费诊断3次，登录后不限次数。',
      '评分满分100分：90分及以上为优秀，60分及以上为良好。',
      '本活动为示例活动，诊断结果不构成投资建议。',
    ],
  },
  {
    code: 'fm_radio',
    title: '基金电台',
    description: '收听基金知识音频节目',
    start_at: '2026-01-01T00:00:00+08:00',
    end_at: '2026-12-31T23:59:59+08:00',
    rules: [
      '节目由音频节目来源提供，接入后在本页收听。',
      '本环境未接入节目来源，因此暂无节目。',
      '本活动为示例活动。',
    ],
  },
  {
    code: 'fixed_invest',
    title: '定投计算器',
    description: '用基金真实历史净值回测定投收益',
    start_at: '2026-01-01T00:00:00+08:00',
    end_at: '2026-12-31T23:59:59+08:00',
    rules: [
      '选择基金、每期金额、扣款周期和开始日期，按该基金真实历史净值回测定投收益。',
      '扣款日遇非交易日顺延至下一交易日；申购费按本平台费率计算。',
      '同时给出相同本金在首个扣款日一次性买入的结果，便于比较。',
      '历史回测不代表未来收益。本活动为示例活动。',
    ],
  },
  {
    code: 'diagnose',
    title: '一键诊基',
    description: '一键诊断我持有的全部基金',
    start_at: '2026-01-01T00:00:00+08:00',
    end_at: '2026-12-31T23:59:59+08:00',
    rules: [
      '登录后可一键诊断您持有的全部基金（含待确认的买入），结果计入您的诊断记录。',
      '未登录可免费诊断3次。',
      '本活动为示例活动，诊断结果不构成投资建议。',
    ],
  },
] as const;

/** Seeds the activities row by row, so a database seeded before a row was written gets it at the next start. */
export function seedActivities(ctx: Ctx): void {
  for (const a of ACTIVITIES as readonly ActivitySeed[])
    ctx
      .q(
        'INSERT OR IGNORE INTO promotion_activities (code, title, description, start_at, end_at, rules) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(a.code, a.title, a.description, a.start_at, a.end_at, JSON.stringify(a.rules ?? []));
}

interface ActivityRow {
  code: string;
  title: string;
  description: string;
  start_at: string;
  end_at: string;
  /** JSON array of the rules (promotion migration 4). */
  rules: string;
}

/** A row of {@link ACTIVITIES}. */
interface ActivitySeed extends Omit<ActivityRow, 'rules'> {
  rules?: readonly string[];
}

function activityStatus(ctx: Ctx, a: ActivityRow): 0 | 1 | 2 {
  const now = ctx.now();
  if (now < Date.parse(a.start_at)) return 0;
  if (now > Date.parse(a.end_at)) return 2;
  return 1;
}

function activityJson(ctx: Ctx, a: ActivityRow, userId: number | null): Schemas['Activity'] {
  const joined =
    userId === null
      ? undefined
      : (ctx
          .q('SELECT data FROM activity_joins WHERE user_id = ? AND code = ?')
          .get(userId, a.code) as { data: string } | undefined);
  return {
    code: a.code,
    title: a.title,
    status: activityStatus(ctx, a),
    start_at: a.start_at,
    end_at: a.end_at,
    joined: !!joined,
    description: a.description,
    rules: JSON.parse(a.rules) as string[],
    is_example: true,
    rewards: [],
    data: joined ? (JSON.parse(joined.data) as Record<string, unknown>) : {},
  };
}

function activityOr404(ctx: Ctx, code: string): ActivityRow {
  const a = ctx.q('SELECT * FROM promotion_activities WHERE code = ?').get(code) as
    ActivityRow | undefined;
  if (!a) throw notFound('活动不存在');
  return a;
}

/** GET /promotion/activities/{code}/ */
export function getActivity(req: Req<'GET /promotion/activities/{code}/'>): Schemas['Activity'] {
  return activityJson(req.ctx, activityOr404(req.ctx, String(req.params.code)), req.userId);
}

/** POST /promotion/activities/{code}/join/: only while running, once. */
export function joinActivity(
  req: Req<'POST /promotion/activities/{code}/join/'>,
): Schemas['Activity'] {
  const { ctx, body } = req;
  const userId = uid(req);
  const a = activityOr404(ctx, String(req.params.code));
  const status = activityStatus(ctx, a);
  if (status === 0) throw bad('detail', '活动尚未开始');
  if (status === 2) throw bad('detail', '活动已结束');
  if (ctx.q('SELECT 1 FROM activity_joins WHERE user_id = ? AND code = ?').get(userId, a.code))
    throw new HttpError(409, { detail: ['您已参加该活动'] });
  ctx
    .q('INSERT INTO activity_joins (user_id, code, data, joined_at) VALUES (?, ?, ?, ?)')
    .run(userId, a.code, JSON.stringify(body?.data ?? {}), ctx.nowIso());
  return activityJson(ctx, a, userId);
}
