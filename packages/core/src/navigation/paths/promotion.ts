/** Screens of the 'promotion' area (spec 001 §2); the area adds its entries here. */
export const promotionPaths = {} as const;
