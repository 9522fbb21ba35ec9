/**
 * 同类排名 and 四分位: a fund's place among its peers (funds of the same type) on one figure.
 */

/**
 * The quartile words, best first (四分位: top quarter 优秀 … bottom quarter 不佳).
 * @see README "Performance" (同类排名 / 四分位)
 */
export const QUARTILE_LABELS = ['优秀', '良好', '一般', '不佳'] as const;

/**
 * One of {@link QUARTILE_LABELS}.
 * @see README "Performance" (同类排名 / 四分位)
 */
export type QuartileLabel = (typeof QUARTILE_LABELS)[number];

/**
 * A fund's rank in its peer group.
 * @see README "Performance" (同类排名 / 四分位)
 */
export interface PeerRank {
  /** 1 = best; tied values share the best rank of the tie (1, 2, 2, 4). */
  rank: number;
  /** Peers with a value (funds whose figure is null are not ranked and not counted). */
  total: number;
  /** 1..4: `floor(4 × (rank − 1) / total) + 1` (the best fund of any group is in the first). */
  quartile: 1 | 2 | 3 | 4;
  /** The quartile word (优秀 / 良好 / 一般 / 不佳). */
  quartileLabel: QuartileLabel;
  /** `"rank/total"`, e.g. `"12/345"`. */
  display: string;
}

/**
 * Ranks a peer group on one figure, higher is better (a return). Null figures are left out.
 * @param values - each peer's figure (any unit) keyed by fund code (or any key)
 * @returns the rank of every peer that has a figure
 * @see README "Performance" (同类排名 / 四分位)
 */
export function peerRanks<K>(values: ReadonlyMap<K, number | null>): Map<K, PeerRank> {
  const ranked = [...values].filter(
    (e): e is [K, number] => e[1] !== null && Number.isFinite(e[1]),
  );
  ranked.sort((a, b) => b[1] - a[1]);
  const out = new Map<K, PeerRank>();
  const total = ranked.length;
  let rank = 0;
  for (let i = 0; i < total; i++) {
    if (i === 0 || ranked[i]![1] !== ranked[i - 1]![1]) rank = i + 1;
    out.set(ranked[i]![0], rankOf(rank, total));
  }
  return out;
}

/**
 * The quartile and display of a rank `rank` out of `total` (1 ≤ rank ≤ total).
 * @throws RangeError when the rank is outside 1..total
 * @see README "Performance" (同类排名 / 四分位)
 */
export function rankOf(rank: number, total: number): PeerRank {
  if (!Number.isInteger(rank) || rank < 1 || rank > total) {
    throw new RangeError(`rank ${rank} is outside 1..${total}`);
  }
  const quartile = (Math.floor((4 * (rank - 1)) / total) + 1) as 1 | 2 | 3 | 4;
  return {
    rank,
    total,
    quartile,
    quartileLabel: QUARTILE_LABELS[quartile - 1]!,
    display: `${rank}/${total}`,
  };
}
