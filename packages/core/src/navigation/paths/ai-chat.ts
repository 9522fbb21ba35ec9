/** Screens of the 'ai-chat' area (spec 001 §2 AI chat). */
export const aiChatPaths = {
  /** The assistant: hints, questions and answer cards. */
  aiChat: () => '/ai/chat/',
  /** The user's assistant (bot) and its adoption. */
  aiBot: () => '/ai/bot/',
} as const;
