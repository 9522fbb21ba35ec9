import { publicRoute, type AreaModule } from '../app/area';
import { appRoutes } from '../app/routes/index';

/**
 * The 'quant' area (spec 001 §2 Quant routes, §3 Quant factor, §7 Quant): a fund's
 * quant factors (senior ones behind the members' quant_senior_factor service), the example
 * strategies with their backtest series, and the industry recommendations. Routes: README.md.
 */
export const quantArea: AreaModule = {
  id: 'quant',
  routes: [
    publicRoute(appRoutes.quantStrategies.pattern, () => import('./screens/strategies-screen')),
    publicRoute(appRoutes.quantStrategy.pattern, () => import('./screens/strategy-screen')),
    publicRoute(appRoutes.quantIndustries.pattern, () => import('./screens/industries-screen')),
    publicRoute(appRoutes.quantIndustry.pattern, () => import('./screens/industry-screen')),
    publicRoute(appRoutes.quantAnalyse.pattern, () => import('./screens/analyse-screen')),
  ],
};
