import { appPaths } from '../../app/routes/index';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { toastError } from '../../shared/errors';
import { QueryState } from '../../shared/query-state';
import { RiskQuestionnaireForm, type RiskAnswer } from '../../shared/risk-questionnaire';
import {
  useAnswerPrivateFundRiskQuestionsMutation,
  useGetPrivateFundRiskQuestionsQuery,
} from '../api';
import { productSlug } from '../slug';
import s from './screens.module.css';

/**
 * /privatefunds/investment_risk/questions/?slug= (spec 001 §2): the private-fund risk test, kept
 * apart from the fund risk test. A product's details and reservation need it (README); the
 * result page follows, with the way back to the product `slug`.
 */
export function PrivateFundRiskQuestionsScreen() {
  const [params] = useSearchParams();
  const slug = productSlug(params.get('slug'));
  const questions = useGetPrivateFundRiskQuestionsQuery();
  const [answer, { isLoading }] = useAnswerPrivateFundRiskQuestionsMutation();
  const navigate = useNavigate();

  const submit = async (given: RiskAnswer[]) => {
    try {
      await answer({ body: { answer: given } }).unwrap();
      navigate(appPaths.privateFundRiskMine(slug), { replace: true });
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Page title="私募风险测评">
      <p className={s.note + ' ' + s.intro}>
        根据私募基金募集规定，预约私募产品前需完成私募风险测评；测评结果有效期两年。
      </p>
      <QueryState query={questions}>
        {(q) => (
          <RiskQuestionnaireForm
            questionnaire={q}
            label="私募风险测评问卷"
            submitting={isLoading}
            onSubmit={submit}
          />
        )}
      </QueryState>
    </Page>
  );
}

export default PrivateFundRiskQuestionsScreen;
