import { publicRoute, authRoute, type AreaModule } from '../app/area';
import { appRoutes } from '../app/routes/index';

/** The 'ai-chat' area (spec 001 §2 AI chat): the assistant and the user's bot. */
export const aiChatArea: AreaModule = {
  id: 'ai-chat',
  routes: [
    publicRoute(appRoutes.aiChat.pattern, () => import('./screens/chat-screen')),
    authRoute(appRoutes.aiBot.pattern, () => import('./screens/bot-screen')),
  ],
};
