// The 'ai-chat' area's screens by name, each a lazy chunk. This table is a small chunk of its own,
// loaded with the area's first route, so the app's entry holds only the paths (index.ts, issue 20).
export const screens = {
  'chat-screen': () => import('./screens/chat-screen'),
  'bot-screen': () => import('./screens/bot-screen'),
};
