/** Screens of the 'store' area (spec 001 §2); the area adds its entries here. */
export const storePaths = {} as const;
