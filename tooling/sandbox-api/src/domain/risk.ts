/**
 * The investment-risk questionnaire (modelled on the CSRC suitability template). Ten questions,
 * at most 10 points each; the total maps to risk types 1-5 (spec 000 §4). A user who cannot
 * accept any loss is capped at type 1 (保守型). A test expires 2 years after it was taken.
 */
import {
  FUND_RISK_LEVELS,
  INVESTMENT_RISK_STATUS,
  RISK_TYPES,
  statusLabel,
} from '@jijin/core/status';
import type { Ctx } from '../ctx';
import { HttpError, bad } from '../http/errors';
import type { Schemas } from './schemas';

type RiskTypeCode = Schemas['InvestmentRiskProfile']['investment_risk'];
type RiskStatusCode = Schemas['InvestmentRiskProfile']['investment_risk_status'];

export interface RiskOption {
  id: number;
  code: string;
  text: string;
  score: number;
}
export interface RiskQuestion {
  id: number;
  title: string;
  dimension: 'actual' | 'mental' | 'profit' | 'flow';
  options: RiskOption[];
}

const q = (
  id: number,
  title: string,
  dimension: RiskQuestion['dimension'],
  opts: [string, number][],
): RiskQuestion => ({
  id,
  title,
  dimension,
  options: opts.map(([text, score], i) => ({
    id: id * 10 + i + 1,
    code: String.fromCharCode(65 + i),
    text,
    score,
  })),
});

export const RISK_QUESTIONS: RiskQuestion[] = [
  q(1, '您的年龄是？', 'actual', [
    ['18-30岁', 8],
    ['31-50岁', 10],
    ['51-60岁', 6],
    ['60岁以上', 2],
  ]),
  q(2, '您的家庭年收入（折合人民币）是？', 'actual', [
    ['10万元以下', 2],
    ['10万-50万元', 6],
    ['50万-100万元', 8],
    ['100万元以上', 10],
  ]),
  q(3, '一般情况下，您用于金融投资的资金占家庭总资产的比例是？', 'actual', [
    ['50%以上', 2],
    ['30%-50%', 4],
    ['10%-30%', 8],
    ['10%以下', 10],
  ]),
  q(4, '您有多少年投资基金、股票、信托、私募证券或金融衍生产品等风险投资品的经验？', 'mental', [
    ['没有经验', 0],
    ['少于2年', 4],
    ['2-5年', 7],
    ['5年以上', 10],
  ]),
  q(5, '以下哪项描述最符合您的投资经历？', 'mental', [
    ['除银行储蓄外，基本没有其他投资经验', 2],
    ['购买过债券、货币基金等低风险产品', 4],
    ['投资过股票、混合型基金等产品', 7],
    ['参与过期货、期权、私募等高风险产品', 10],
  ]),
  q(6, '您的投资目标是？', 'profit', [
    ['资产保值，不愿承担风险', 2],
    ['资产稳健增长', 5],
    ['资产较快增长，可承担一定风险', 8],
    ['追求高收益，愿意承担较大风险', 10],
  ]),
  q(7, '您计划的投资期限是多长？', 'flow', [
    ['1年以内', 2],
    ['1-3年', 5],
    ['3-5年', 8],
    ['5年以上', 10],
  ]),
  q(8, '您能承受的最大投资损失是多少？', 'mental', [
    ['不能承受任何损失', 0],
    ['5%以内', 3],
    ['5%-20%', 6],
    ['20%-50%', 8],
    ['50%以上', 10],
  ]),
  q(9, '当您的投资出现15%的亏损时，您会怎么做？', 'mental', [
    ['全部卖出', 1],
    ['卖出一部分', 4],
    ['继续持有', 7],
    ['继续买入', 10],
  ]),
  q(10, '您对金融产品和投资知识的了解程度是？', 'profit', [
    ['很少了解', 2],
    ['一般了解', 5],
    ['比较了解', 8],
    ['非常了解，有专业背景', 10],
  ]),
];

/** Risk type label (保守型…进取型), from core's table (spec 000 §4). */
export const riskTypeLabel = (type: number): string => statusLabel(RISK_TYPES, type, '未知');
/** Investment-risk status label (未测评, 正常, 已过期, 题目已变更), from core's table (spec 000 §4). */
export const riskStatusLabel = (status: number): string =>
  statusLabel(INVESTMENT_RISK_STATUS, status, '未测评');
/** Product risk level label (低风险…高风险), from core's table (spec 001 §3). */
export const riskLevelLabel = (level: number): string =>
  statusLabel(FUND_RISK_LEVELS, level, '未知');

/** Scores answers (question id -> option id). Throws a field->message map on bad answers. */
export function scoreAnswers(answers: Record<string, number>): {
  score: number;
  riskType: number;
  dims: Record<string, number>;
} {
  let score = 0;
  const dims: Record<string, number> = { actual: 0, mental: 0, profit: 0, flow: 0 };
  let capped = false;
  for (const question of RISK_QUESTIONS) {
    const a = answers[String(question.id)];
    const opt = question.options.find((o) => o.id === a || o.score === -1);
    if (!opt) throw { [`answer`]: [`请回答第${question.id}题`] };
    score += opt.score;
    dims[question.dimension]! += opt.score;
    if (question.id === 8 && opt.score === 0) capped = true;
  }
  const riskType = capped
    ? 1
    : score <= 20
      ? 1
      : score <= 40
        ? 2
        : score <= 60
          ? 3
          : score <= 80
            ? 4
            : 5;
  return { score, riskType, dims };
}

/**
 * The questionnaire as the contract's `RiskQuestionnaire` (single choice, option content
 * `A. text`), for the tests that reuse the fund risk test's ten questions (portfolio advisor,
 * private funds; spec 001 §5, §2). `is_example: true`: the spec gives no questionnaire text, so
 * the questions, options and scores are the sandbox's own, modelled on the CSRC template (README
 * "Authored content and user text").
 */
export function riskQuestionnaireJson(version: string): Schemas['RiskQuestionnaire'] {
  return {
    version,
    is_example: true,
    questions: RISK_QUESTIONS.map((q) => ({
      id: q.id,
      title: q.title,
      is_multiple: false,
      options: q.options.map((o) => ({
        id: o.id,
        content: `${o.code}. ${o.text}`,
        score: o.score,
      })),
    })),
  };
}

/**
 * Scores a list of chosen options (`{ question_id, option_id }`) of {@link RISK_QUESTIONS}.
 * @returns the answers by question id, the score and the risk type 1-5
 * @param field the request's field named in the errors (`answer`, or `answers` for the fund test)
 * @throws HttpError 400 `errors.<field>` for an unknown question or option; `errors.answer` for a question left
 */
export function scoreGivenAnswers(
  given: readonly { question_id: number; option_id: number }[],
  field = 'answer',
): {
  answers: Record<string, number>;
  score: number;
  riskType: number;
  dims: Record<string, number>;
} {
  const answers: Record<string, number> = {};
  for (const a of given) {
    const q = RISK_QUESTIONS.find((x) => x.id === a.question_id);
    if (!q) throw bad(field, `题目${a.question_id}不存在`);
    if (!q.options.some((o) => o.id === a.option_id)) throw bad(field, `第${q.id}题的选项不正确`);
    answers[String(a.question_id)] = a.option_id;
  }
  try {
    return { answers, ...scoreAnswers(answers) };
  } catch (e) {
    throw new HttpError(400, e as Record<string, string[]>);
  }
}

/** Whether a user of `riskType` may buy a product of `level` without confirmation (spec DESIGN: suitability). */
export function riskMatches(riskType: number, level: number): boolean {
  return riskType >= level;
}
/** Type 1 (保守型) may only buy level-1 products, even with confirmation. */
export function riskAllowedWithConfirm(riskType: number, level: number): boolean {
  return riskType > 1 || level <= 1;
}

/** The user's latest fund risk test: type, status (1 normal, 2 expired after 2 years), dimensions. */
export function riskProfile(
  ctx: Ctx,
  userId: number,
): {
  type: RiskTypeCode;
  status: RiskStatusCode;
  testedAt: string | null;
  effectiveTo: string | null;
  dims: Record<string, number> | null;
  score: number | null;
} {
  const r = ctx.s.risk.get(userId) as
    { risk_type: number; tested_at: string; answers: string; score: number } | undefined;
  if (!r) return { type: 0, status: 0, testedAt: null, effectiveTo: null, dims: null, score: null };
  const effectiveTo = `${Number(r.tested_at.slice(0, 4)) + 2}${r.tested_at.slice(4, 10)}`;
  const status: RiskStatusCode = ctx.today() > effectiveTo ? 2 : 1;
  const parsed = JSON.parse(r.answers) as { dims?: Record<string, number> };
  return {
    type: r.risk_type as RiskTypeCode,
    status,
    testedAt: r.tested_at,
    effectiveTo,
    dims: parsed.dims ?? null,
    score: r.score,
  };
}

export function riskProfileJson(ctx: Ctx, userId: number): Schemas['InvestmentRiskProfile'] {
  const p = riskProfile(ctx, userId);
  const dimText = (v: number | undefined, max: number, labels: [string, string, string]) =>
    v === undefined ? '' : v / max < 0.4 ? labels[0] : v / max < 0.7 ? labels[1] : labels[2];
  const fit = [
    '请先完成风险测评',
    '低风险产品',
    '中低风险及以下产品',
    '中风险及以下产品',
    '中高风险及以下产品',
    '高风险及以下产品',
  ][p.type]!;
  return {
    investment_risk: p.type,
    investment_risk_status: p.status,
    investment_risk_display: riskTypeLabel(p.type),
    investment_risk_status_display: riskStatusLabel(p.status),
    effective_to: p.effectiveTo,
    product_fit: fit,
    investment_risk_summary: p.type
      ? `您的风险承受能力为${riskTypeLabel(p.type)}，适合购买${fit}。`
      : '您还未进行风险测评。',
    investment_risk_actual: dimText(p.dims?.actual, 30, [
      '风险承受能力较低',
      '风险承受能力中等',
      '风险承受能力较强',
    ]),
    investment_risk_mental: dimText(p.dims?.mental, 40, [
      '风险态度保守',
      '风险态度适中',
      '风险态度积极',
    ]),
    investment_risk_profit: dimText(p.dims?.profit, 20, [
      '收益预期较低',
      '收益预期适中',
      '收益预期较高',
    ]),
    investment_risk_flow: dimText(p.dims?.flow, 10, [
      '流动性需求较高',
      '流动性需求适中',
      '流动性需求较低',
    ]),
  };
}
