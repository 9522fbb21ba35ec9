import { authRoute, type AreaModule } from '../app/area';
import { appRoutes } from '../app/routes/index';

/**
 * The 'messages' area: the message centre (inbox by category, one message, settings) and fund
 * alerts on confirmed NAVs. The unread badge in 我的 reads the shared unread count.
 */
export const messagesArea: AreaModule = {
  id: 'messages',
  routes: [
    authRoute(appRoutes.messages.pattern, () => import('./screens/messages-screen')),
    authRoute(appRoutes.messageSettings.pattern, () => import('./screens/message-settings-screen')),
    authRoute(appRoutes.fundAlerts.pattern, () => import('./screens/fund-alerts-screen')),
    authRoute(appRoutes.messageDetail.pattern, () => import('./screens/message-detail-screen')),
  ],
};
