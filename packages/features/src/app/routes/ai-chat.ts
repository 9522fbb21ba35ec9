import { route } from './route';
/** Screens of the 'ai-chat' area (spec 001 §2 AI chat). */
export const aiChatRoutes = {
  /** The assistant: hints, questions and answer cards. */
  aiChat: route('/ai/chat/'),
  /** The user's assistant (bot) and its adoption. */
  aiBot: route('/ai/bot/'),
} as const;
