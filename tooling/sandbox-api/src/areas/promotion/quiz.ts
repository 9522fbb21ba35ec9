/**
 * The quiz (spec 001 §4, §7 Promotion), written for the sandbox: its questions are the product's
 * own rules (spec 001 §4, §9); answering all of them right earns a cash red packet once per quiz.
 */
import type { components } from '@jijin/core';
import { bad, notFound } from '../../http/errors';
import { uid, type Req } from '../../http/registry';
import { movementByKey } from '../../domain/ledger';
import { couponJson, grantCoupon } from './coupons';

type Schemas = components['schemas'];

/** The quiz written for the sandbox: the product's own rules, with the right option. */
export const QUIZZES: Record<
  string,
  { id: number; title: string; options: string[]; right: number }[]
> = {
  fund_basics: [
    {
      id: 1,
      title: '交易日15:00前提交的基金买入申请，按哪一天的净值确认？',
      options: ['当日', '下一交易日', '上一交易日'],
      right: 1,
    },
    {
      id: 2,
      title: '按月定投时，每月的扣款日可以选哪几天？',
      options: ['1日至28日', '1日至31日', '只能选1日'],
      right: 1,
    },
    {
      id: 3,
      title: '货币基金通常用哪些指标展示收益？',
      options: ['万份收益和七日年化收益率', '单位净值涨跌幅', '市盈率'],
      right: 1,
    },
    {
      id: 4,
      title: '组合买入前，各基金仓位合计需要达到多少？',
      options: ['100%', '80%', '没有要求'],
      right: 1,
    },
  ],
};
/** The red packet for a quiz answered all right (once per quiz). */
const QUIZ_REWARD = {
  name: '答题现金红包',
  amount: '1.00',
  expense_min: '0.00',
  apply_business: 'cash',
  valid_days: 7,
};

/** GET /promotion/quiz/{code}/ — the questions, without the answers. */
export function getQuiz(req: Req<'GET /promotion/quiz/{code}/'>): Schemas['QuizQuestion'][] {
  const quiz = QUIZZES[String(req.params.code)];
  if (!quiz) throw notFound('题目不存在');
  return quiz.map((q) => ({
    id: q.id,
    title: q.title,
    options: q.options.map((content, i) => ({ id: i + 1, content })),
  }));
}

/** POST /promotion/quiz/{code}/answer/ — every question answered; all right earns the red packet once. */
export function answerQuiz(req: Req<'POST /promotion/quiz/{code}/answer/'>): Schemas['QuizResult'] {
  const { ctx, body } = req;
  const userId = uid(req);
  const code = String(req.params.code);
  const quiz = QUIZZES[code];
  if (!quiz) throw notFound('题目不存在');
  const answers = new Map<number, number>(
    (body.answers as { question_id: number; option_id: number }[]).map((a) => [
      a.question_id,
      a.option_id,
    ]),
  );
  if (quiz.some((q) => !answers.has(q.id))) throw bad('answers', '请回答全部题目');
  const right = quiz.filter((q) => answers.get(q.id) === q.right).length;
  return ctx.db.transaction(() => {
    ctx
      .q(
        'INSERT INTO quiz_answers (user_id, code, right_count, total, answered_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(userId, code, right, quiz.length, ctx.nowIso());
    let reward: Schemas['Coupon'] | null = null;
    if (right === quiz.length && !movementByKey(ctx, userId, `quiz:${code}`))
      reward = couponJson(
        ctx,
        grantCoupon(ctx, userId, QUIZ_REWARD, `quiz:${code}`, `quiz:${code}`),
      );
    return { right_count: right, total: quiz.length, reward };
  })();
}
