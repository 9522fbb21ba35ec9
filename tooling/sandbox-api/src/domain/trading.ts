/** The trade dates of the trading module (src/trading), for readers still importing them from here. */
export { tradeDates } from '../trading/rules';
