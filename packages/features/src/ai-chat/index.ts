import { appPaths } from '@jijin/core';
import { publicRoute, authRoute, type AreaModule } from '../app/area';

/** The 'ai-chat' area (spec 001 §2 AI chat): the assistant and the user's bot. */
export const aiChatArea: AreaModule = {
  id: 'ai-chat',
  routes: [
    publicRoute(appPaths.aiChat(), () => import('./screens/chat-screen')),
    authRoute(appPaths.aiBot(), () => import('./screens/bot-screen')),
  ],
};
