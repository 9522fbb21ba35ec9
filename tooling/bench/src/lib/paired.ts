/**
 * Paired differences of two builds' Lighthouse figures (`compare`). Runs i of A and B
 * are adjacent in time (A B, B A, …), so the machine's drift between pairs — Lighthouse's
 * benchmark index of one build moved between 1,400 and 2,600 within one `compare` — cancels in
 * A[i] − B[i], while the two builds' medians still carry it.
 */

/** Student's t, two-sided 95 % (0.975 quantile), for 1..19 degrees of freedom (`--runs` ≤ 20). */
const T975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145,
  2.131, 2.12, 2.11, 2.101, 2.093,
];

export interface PairedDifference {
  /** Number of pairs. */
  n: number;
  /** Mean of A[i] − B[i], in the figure's unit (ms, points). */
  mean: number;
  /** Sample standard deviation of the differences. */
  sd: number;
  /** 95 % confidence interval of the mean difference (t distribution, n − 1 degrees of freedom). */
  ci95: [number, number];
  /** `lower` / `higher`: A's figure is below / above B's at 95 %; `same`: the interval holds 0. */
  verdict: 'lower' | 'higher' | 'same';
}

/**
 * The mean of the pairwise differences `a[i] − b[i]` with its 95 % confidence interval.
 * Pairs with a non-finite value on either side are left out.
 * @throws RangeError when the arrays differ in length, or fewer than 2 or more than 20 pairs remain.
 */
export function pairedDifference(a: readonly number[], b: readonly number[]): PairedDifference {
  if (a.length !== b.length) throw new RangeError(`pairs: ${a.length} A runs, ${b.length} B runs`);
  const d = a.map((x, i) => x - b[i]!).filter((x) => Number.isFinite(x));
  const n = d.length;
  if (n < 2 || n > T975.length + 1) throw new RangeError(`pairs: ${n} (2..20)`);
  const mean = d.reduce((s, x) => s + x, 0) / n;
  const sd = Math.sqrt(d.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1));
  const half = T975[n - 2]! * (sd / Math.sqrt(n));
  const ci95: [number, number] = [mean - half, mean + half];
  const verdict = ci95[1] < 0 ? 'lower' : ci95[0] > 0 ? 'higher' : 'same';
  return { n, mean, sd, ci95, verdict };
}
