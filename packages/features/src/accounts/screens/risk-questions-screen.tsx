import { ORIGIN_COOKIES, clearOrigin, readOrigin } from '@jijin/core/navigation';
import { appPaths } from '../../app/routes/index';
import { feedback } from '@jijin/ui';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../app/page';
import { useServices } from '../../app/services-context';
import { QueryState } from '../../shared/query-state';
import { toastError } from '../../shared/errors';
import { RiskQuestionnaireForm, type RiskAnswer } from '../../shared/risk-questionnaire';
import { useAnswerRiskQuestionsMutation, useGetRiskQuestionsQuery } from '../api';
import { OpenAccountSteps } from '../components/open-account-steps';
import { OPEN_ACCOUNT_ORIGIN, useOpenAccountStep } from '../open-account';

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
  const questions = useGetRiskQuestionsQuery();
  const [answer, { isLoading }] = useAnswerRiskQuestionsMutation();
  const { cookies } = useServices();
  const navigate = useNavigate();
  const title = again ? '重新测评' : '风险测评';

  const submit = async (given: RiskAnswer[]) => {
    try {
      const profile = await answer({ body: { answers: given } }).unwrap();
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
          <RiskQuestionnaireForm
            questionnaire={q}
            label={title}
            submitting={isLoading}
            onSubmit={submit}
          />
        )}
      </QueryState>
    </Page>
  );
}

export default RiskQuestionsScreen;
