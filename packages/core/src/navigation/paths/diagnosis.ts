/** Screens of the 'diagnosis' area (spec 001 §2); the area adds its entries here. */
export const diagnosisPaths = {} as const;
