/**
 * The sub-scores of a fund diagnosis, in display order: the `scores` keys of the contract's
 * `Diagnosis` and their Chinese labels (the backend computes the scores, 0-100).
 * @see spec 001 §3 Diagnosis, §9 (scores 0-100, fund-score colours)
 */
export const DIAGNOSIS_DIMENSIONS: readonly { readonly key: string; readonly label: string }[] = [
  { key: 'profitability', label: '收益能力' },
  { key: 'anti_risk', label: '抗风险' },
  { key: 'stability', label: '稳定性' },
  { key: 'excess_income', label: '超额收益' },
  { key: 'holding_experience', label: '持有体验' },
];

/**
 * The label of a diagnosis sub-score.
 * @param key a key of `Diagnosis.scores`
 * @returns its Chinese label, or the key itself when unknown
 * @see spec 001 §3 Diagnosis
 */
export function diagnosisDimensionLabel(key: string): string {
  return DIAGNOSIS_DIMENSIONS.find((d) => d.key === key)?.label ?? key;
}
