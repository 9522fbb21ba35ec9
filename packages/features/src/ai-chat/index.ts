import { appPaths } from '@jijin/core';
import { areaScreens, type AreaModule } from '../app/area';

const { publicRoute, authRoute } = areaScreens(() => import('./ai-chat-screens'));

/** The 'ai-chat' area (spec 001 §2 AI chat): the assistant and the user's bot. */
export const aiChatArea: AreaModule = {
  id: 'ai-chat',
  routes: [
    publicRoute(appPaths.aiChat(), 'chat-screen'),
    authRoute(appPaths.aiBot(), 'bot-screen'),
  ],
};
