/** Screens of the 'managers' area (spec 001 §2); the area adds its entries here. */
export const managersPaths = {} as const;
