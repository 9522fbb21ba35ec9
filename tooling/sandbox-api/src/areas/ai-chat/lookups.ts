/**
 * The intent parser's lookups over the sandbox's data (README "AI chat": entities): a fund by
 * code or by the market search's best match, and the managers named in a text.
 */
import { matchRank } from '../../domain/fund-public';
import type { Ctx } from '../../ctx';
import type { FundRef, Lookups } from './intents';

const MANAGER_CACHE = new WeakMap<Ctx, { id: number; name: string }[]>();

/** The lookups of the intent parser over the market (search rank) and the managers table. */
export function marketLookups(ctx: Ctx): Lookups {
  let managers = MANAGER_CACHE.get(ctx);
  if (!managers) {
    managers = (ctx.q('SELECT id, name FROM managers').all() as { id: number; name: string }[])
      .filter((m) => m.name.length >= 2)
      .sort((a, b) => b.name.length - a.name.length || a.id - b.id);
    MANAGER_CACHE.set(ctx, managers);
  }
  const list = managers;
  const ref = (f: { code: string; name: string } | undefined): FundRef | undefined =>
    f ? { code: f.code, name: f.name } : undefined;
  return {
    fundByCode: (code) => ref(ctx.market.fund(code)),
    searchFund: (fragment) => {
      let best: { code: string; name: string } | undefined;
      let bestRank = 99;
      for (const f of ctx.market.funds) {
        const r = matchRank(f, fragment);
        if (r < 0 || r > 5) continue;
        if (
          !best ||
          r < bestRank ||
          (r === bestRank &&
            (f.name.length < best.name.length ||
              (f.name.length === best.name.length && f.code < best.code)))
        ) {
          best = f;
          bestRank = r;
        }
      }
      return ref(best);
    },
    managersIn: (text) => list.filter((m) => text.includes(m.name.toLowerCase())),
  };
}
