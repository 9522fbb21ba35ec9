/** Screens of the 'diagnosis' area (spec 001 §2); the area adds its entries here. */
export const diagnosisPaths = {
  // Added by ai-chat (issue 18): the diagnosis card opens the fund's diagnosis (spec 001 §2).
  diagnosisDetail: (symbol: string) =>
    `/symbols/funds/diagnosis/detail/${encodeURIComponent(symbol)}/`,
} as const;
