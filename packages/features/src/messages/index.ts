import { authRoute, type AreaModule } from '../app/area';

/**
 * The 'messages' area: the message centre (inbox by category, one message, settings) and fund
 * alerts on confirmed NAVs. The unread badge in 我的 reads the shared unread count.
 */
export const messagesArea: AreaModule = {
  id: 'messages',
  routes: [
    authRoute('/accounts/messages/', () => import('./screens/messages-screen')),
    authRoute('/accounts/messages/settings/', () => import('./screens/message-settings-screen')),
    authRoute('/accounts/messages/alerts/', () => import('./screens/fund-alerts-screen')),
    authRoute('/accounts/messages/:id/', () => import('./screens/message-detail-screen')),
  ],
};
