import { appPaths } from '../../app/routes/index';
import { Button } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { useServices } from '../../app/services-context';
import { QueryState } from '../../shared/query-state';
import { useListAssessQuestionsQuery } from '../../managers/api';
import { assessHistory } from '../../managers/assess';
import s from './manager-assess.module.css';

/**
 * /symbols/funds/managers/question/ (?again=1): the manager assessment (选经理测评). A device that
 * has taken it opens its latest result unless `again=1`; answering every question shows the
 * result after the loading page (`/assess/?options=&assess=1`).
 */
export function ManagerQuestionScreen() {
  const [params] = useSearchParams();
  const { storage } = useServices();
  const last = useMemo(() => assessHistory(storage).all()[0], [storage]);
  const q = useListAssessQuestionsQuery();
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const navigate = useNavigate();
  if (last && params.get('again') !== '1')
    return <Navigate to={appPaths.managerAssess({ options: last.options })} replace />;
  return (
    <Page title="选经理测评">
      <p className={s.intro}>回答4个问题，按基金经理的真实净值评分为您匹配基金经理。</p>
      <QueryState query={q}>
        {(questions) => {
          const done = questions.every((x) => answers[x.id] !== undefined);
          return (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                if (!done) return;
                const options = questions.map((x) => answers[x.id]).join(',');
                navigate(appPaths.managerAssess({ options, assess: 1 }));
              }}
            >
              {questions.map((x, i) => (
                <fieldset key={x.id} className={s.question}>
                  <legend>
                    {i + 1}. {x.title}
                  </legend>
                  {x.options.map((o) => (
                    <label key={o.id} className={s.option}>
                      <input
                        type="radio"
                        name={`q${x.id}`}
                        value={o.id}
                        checked={answers[x.id] === o.id}
                        onChange={() => setAnswers((a) => ({ ...a, [x.id]: o.id }))}
                      />
                      {o.content}
                    </label>
                  ))}
                </fieldset>
              ))}
              <div className={s.actions}>
                <Button block color="primary" size="large" type="submit" disabled={!done}>
                  {done
                    ? '查看测评结果'
                    : `还有${questions.filter((x) => answers[x.id] === undefined).length}题未答`}
                </Button>
                <Link to={appPaths.managerAssessHistory()}>测评记录</Link>
              </div>
            </form>
          );
        }}
      </QueryState>
    </Page>
  );
}

export default ManagerQuestionScreen;
