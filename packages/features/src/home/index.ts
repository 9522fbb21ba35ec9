import type { AreaModule } from '../app/area';
import { homeRoutes } from './routes';

/** The 'home' area (spec 000 §2 Others): home, search, FAQ, safety, app download. */
export const homeArea: AreaModule = { id: 'home', routes: homeRoutes };
