/** The AI assistant's display numbers (spec 001 §9), a screen choice kept out of `@jijin/core`. */

/** Holding periods shown on the profit-loss card (spec 001 §9 "3 profit-loss groups"). */
export const AI_PROFIT_LOSS_GROUPS = 3;
