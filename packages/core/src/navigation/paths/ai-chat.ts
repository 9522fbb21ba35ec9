/** Screens of the 'ai-chat' area (spec 001 §2); the area adds its entries here. */
export const aiChatPaths = {} as const;
