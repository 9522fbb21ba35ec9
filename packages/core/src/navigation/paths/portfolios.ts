/** Screens of the 'portfolios' area (spec 001 §2); the area adds its entries here. */
export const portfoliosPaths = {
  // Added by ai-chat (issue 18): the portfolio card opens a portfolio (spec 001 §2 /p/{id}).
  portfolioDetail: (id: number | string) => `/p/${id}`,
} as const;
