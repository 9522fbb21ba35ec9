/** Screens of the 'private-funds' area (spec 001 §2); the area adds its entries here. */
export const privateFundsPaths = {} as const;
