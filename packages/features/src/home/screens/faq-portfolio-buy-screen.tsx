import { FaqDetailScreen } from './faq-detail-screen';

/** /faq/portfolio_buy/ (spec 001 §2 Other): how a portfolio buy splits, pays and confirms. */
export function FaqPortfolioBuyScreen() {
  return <FaqDetailScreen article="portfolio_buy" />;
}

export default FaqPortfolioBuyScreen;
