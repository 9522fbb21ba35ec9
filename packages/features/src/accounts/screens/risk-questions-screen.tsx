import { ORIGIN_COOKIES, clearOrigin, readOrigin, appPaths } from '@jijin/core';
import { feedback } from '@jijin/ui';
import { Button, Checkbox, Radio, Space } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../app/page';
import { useServices } from '../../app/services-context';
import { QueryState } from '../../shared/query-state';
import { toastError } from '../../shared/errors';
import { useAccountsAnswerRiskQuestionsMutation, useAccountsGetRiskQuestionsQuery } from '../api';
import { OpenAccountSteps } from '../components/open-account-steps';
import { OPEN_ACCOUNT_ORIGIN, useOpenAccountStep } from '../open-account';
import styles from '../accounts.module.css';

/** Props of {@link RiskQuestionsScreen}. */
export interface RiskQuestionsScreenProps {
  /** /questions/again/: a retake. */
  again?: boolean;
}

/**
 * /accounts/investment_risk/questions/ and /questions/again/ (spec 000 §2, §7): the questionnaire,
 * answered and sent to POST funds/investment_risk/answer/; the result is shown, then the user
 * goes back where the risk test was started from (the remembered origin cookie) or, in the
 * open-account flow, where the flow started.
 */
export function RiskQuestionsScreen({ again = false }: RiskQuestionsScreenProps) {
  const flow = useOpenAccountStep('risk_test');
  const questions = useAccountsGetRiskQuestionsQuery();
  const [answers, setAnswers] = useState<Record<number, number[]>>({});
  const [missing, setMissing] = useState<number[]>([]);
  const [answer, { isLoading }] = useAccountsAnswerRiskQuestionsMutation();
  const { cookies } = useServices();
  const navigate = useNavigate();
  const title = again ? '重新测评' : '风险测评';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const list = questions.data?.questions ?? [];
    const unanswered = list.filter((q) => !(answers[q.id]?.length ?? 0)).map((q) => q.id);
    setMissing(unanswered);
    if (unanswered.length > 0) {
      feedback.toast(`还有${unanswered.length}道题未作答`);
      document.getElementById(`risk-q-${unanswered[0]}`)?.scrollIntoView?.({ block: 'center' });
      return;
    }
    try {
      const profile = await answer({
        answers: list.flatMap((q) =>
          (answers[q.id] ?? []).map((option_id) => ({ question_id: q.id, option_id })),
        ),
      }).unwrap();
      await feedback.alert({
        title: '测评完成',
        content: `您的风险承受能力为：${profile.investment_risk_display}${profile.product_fit ? `，适合${profile.product_fit}` : ''}`,
      });
      if (flow.isOpenAccount) {
        await flow.goNext();
        return;
      }
      const hasOrigin = Boolean(cookies.get(ORIGIN_COOKIES[OPEN_ACCOUNT_ORIGIN]));
      const origin = readOrigin(cookies, OPEN_ACCOUNT_ORIGIN);
      clearOrigin(cookies, OPEN_ACCOUNT_ORIGIN);
      navigate(hasOrigin ? origin : appPaths.riskTest(), { replace: true });
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Page title={title}>
      {flow.isOpenAccount && <OpenAccountSteps current="risk_test" />}
      <QueryState query={questions}>
        {(q) => (
          <form onSubmit={submit} noValidate aria-label={title}>
            {q.questions.map((question, index) => {
              const chosen = answers[question.id] ?? [];
              const legend = `${index + 1}. ${question.title}${question.is_multiple ? '（多选）' : ''}`;
              return (
                <fieldset
                  key={question.id}
                  id={`risk-q-${question.id}`}
                  className={styles.question}
                  aria-invalid={missing.includes(question.id) ? true : undefined}
                >
                  <legend>{legend}</legend>
                  {question.is_multiple ? (
                    <Checkbox.Group
                      value={chosen}
                      onChange={(v) => setAnswers((a) => ({ ...a, [question.id]: v as number[] }))}
                    >
                      <Space direction="vertical">
                        {question.options.map((o) => (
                          <Checkbox key={o.id} value={o.id}>
                            {o.content}
                          </Checkbox>
                        ))}
                      </Space>
                    </Checkbox.Group>
                  ) : (
                    <Radio.Group
                      value={chosen[0] ?? null}
                      onChange={(v) => setAnswers((a) => ({ ...a, [question.id]: [v as number] }))}
                    >
                      <Space direction="vertical">
                        {question.options.map((o) => (
                          <Radio key={o.id} value={o.id}>
                            {o.content}
                          </Radio>
                        ))}
                      </Space>
                    </Radio.Group>
                  )}
                  {missing.includes(question.id) && !chosen.length && (
                    <p className="jj-up" role="alert">
                      请选择答案
                    </p>
                  )}
                </fieldset>
              );
            })}
            <div className={styles.actions}>
              <Button
                block
                type="submit"
                color="primary"
                size="large"
                loading={isLoading}
                loadingText="提交中"
              >
                提交
              </Button>
            </div>
          </form>
        )}
      </QueryState>
    </Page>
  );
}

export default RiskQuestionsScreen;
