import { formatMoney } from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { errorTitle } from '../../shared/trade-attempt';
import { useAnswerQuizMutation, useGetQuizQuery } from '../../promotion/api';
import s from './promotion.module.css';

/**
 * /promotion/quiz/{code}/ (designed path; spec 001 §7 quiz): answer every question; all right
 * earns a cash red packet once (in 我的红包).
 */
export function QuizScreen() {
  const { code = 'fund_basics' } = useParams();
  const quizQ = useGetQuizQuery({ code });
  const [answer, state] = useAnswerQuizMutation();
  const [picked, setPicked] = useState<Record<number, number>>({});
  const [result, setResult] = useState<Schemas['QuizResult'] | null>(null);
  const submit = async (questions: Schemas['QuizQuestion'][]) => {
    if (questions.some((q) => picked[q.id] === undefined)) {
      feedback.toast('请回答全部题目');
      return;
    }
    try {
      const r = await answer({
        code,
        body: { answers: questions.map((q) => ({ question_id: q.id, option_id: picked[q.id]! })) },
      }).unwrap();
      setResult(r);
    } catch (e) {
      feedback.toast(errorTitle(e));
    }
  };
  return (
    <Page title="基金知识答题">
      <QueryState query={quizQ}>
        {(questions) => (
          <>
            {questions.map((q, i) => (
              <fieldset key={q.id} className={s.question}>
                <legend>
                  {i + 1}. {q.title}
                </legend>
                {q.options.map((o) => (
                  <label key={o.id} className={s.choice}>
                    <input
                      type="radio"
                      name={`q${q.id}`}
                      checked={picked[q.id] === o.id}
                      onChange={() => setPicked((p) => ({ ...p, [q.id]: o.id }))}
                    />
                    {o.content}
                  </label>
                ))}
              </fieldset>
            ))}
            {result && (
              <section className={s.card} role="status">
                <p className={s.title}>
                  答对{result.right_count}/{result.total}题
                </p>
                {result.reward ? (
                  <p className={s.muted}>
                    获得{result.reward.name}
                    {formatMoney(result.reward.amount)}元，
                    <Link className={s.link} to={appPaths.promotionRedpacks()}>
                      去使用
                    </Link>
                  </p>
                ) : (
                  <p className={s.muted}>全部答对可得现金红包（每人一次）</p>
                )}
              </section>
            )}
            <div className={s.actions}>
              <Button
                block
                color="primary"
                loading={state.isLoading}
                onClick={() => void submit(questions)}
              >
                提交答案
              </Button>
            </div>
          </>
        )}
      </QueryState>
    </Page>
  );
}

export default QuizScreen;
