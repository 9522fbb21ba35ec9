/** Screens of the 'research' area (spec 001 §2); the area adds its entries here. */
export const researchPaths = {} as const;
