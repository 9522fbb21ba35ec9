import { publicRoute, type AreaModule } from '../app/area';

/**
 * The 'quant' area (spec 001 §2 Quant routes, §3 Quant factor, §7 Quant): a fund's
 * quant factors (senior ones behind the members' quant_senior_factor service), the example
 * strategies with their backtest series, and the industry recommendations. Routes: README.md.
 */
export const quantArea: AreaModule = {
  id: 'quant',
  routes: [
    publicRoute('/quant/strategies/', () => import('./screens/strategies-screen')),
    publicRoute('/quant/strategies/:id/', () => import('./screens/strategy-screen')),
    publicRoute('/quant/industry_recommend/', () => import('./screens/industries-screen')),
    publicRoute('/quant/industry_recommend/:id/', () => import('./screens/industry-screen')),
    publicRoute('/quant/:symbol/analyse/', () => import('./screens/analyse-screen')),
  ],
};
