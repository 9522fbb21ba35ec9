/** Fixtures the research area's screen tests share, shaped as the sandbox answers them. */

/** A user as the contract's User (spec 001 §3 Other: id, username, avatar_xs/sm/md/lg). */
export const researchUser = (id: number, username: string) => ({
  id,
  username,
  avatar_xs: 'http://x/a',
  avatar_sm: 'http://x/a',
  avatar_md: 'http://x/a',
  avatar_lg: 'http://x/a',
});

/** One page of a pager answer (spec 001 §7: current_page, total_count, total_page, results). */
export const page = <T>(results: T[]) => ({
  current_page: 1,
  total_count: results.length,
  total_page: 1,
  results,
});
