/** Screens of the 'portfolios' area (spec 001 §2); the area adds its entries here. */
export const portfoliosPaths = {} as const;
