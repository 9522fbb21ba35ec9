/** Screens of the 'coins-wallet' area (spec 001 §2); the area adds its entries here. */
export const coinsWalletPaths = {} as const;
