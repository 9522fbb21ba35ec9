/**
 * The 'quant' sandbox area (spec 001 §3 Quant factor, §7 Quant): a fund's factors
 * computed from its real NAV series and holdings (senior ones behind the members'
 * quant_senior_factor service), example strategies backtested on real index closes, and
 * Shenwan industries ranked over the real valuation snapshot. It keeps no tables: every answer is
 * computed from market data. Data and methods: README "Quant area".
 */
import { defineArea } from '../define';
import { factorHandlers } from './factors';
import { industryHandlers } from './industries';
import { strategyHandlers } from './strategies';

export const quantArea = defineArea({
  id: 'quant',
  handlers: { ...factorHandlers, ...strategyHandlers, ...industryHandlers },
});
