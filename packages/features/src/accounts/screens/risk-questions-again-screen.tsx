import { RiskQuestionsScreen } from './risk-questions-screen';

/** /accounts/investment_risk/questions/again/ (spec 000 §2, §7): the questionnaire as a retake. */
export default function RiskQuestionsAgainScreen() {
  return <RiskQuestionsScreen again />;
}
