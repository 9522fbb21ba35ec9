/** Screens of the 'futures' area (spec 001 §2); the area adds its entries here. */
export const futuresPaths = {} as const;
