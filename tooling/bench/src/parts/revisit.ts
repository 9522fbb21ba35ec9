// The revisit part: cold and warm LCP of the guest routes under DevTools throttling
// (src/revisit.ts): what the HTTP cache and the app's cached GET give a returning user.
import { ROUTES, log } from '../lib/env.ts';
import { measureRevisit, type Revisit } from '../revisit.ts';
import { figure, type Figure } from '../report.ts';
import type { Context, PartResult } from './context.ts';

export function revisitFigures(revisit: Revisit[]): Figure[] {
  return revisit.flatMap((r) => {
    const route = new URL(r.url).pathname;
    return [
      figure(
        'size',
        `revisit.${route}.cold`,
        `${route} LCP, first visit (slow 4G, 4× CPU)`,
        r.coldLcpMs,
        'ms',
        undefined,
        r.error,
      ),
      figure(
        'size',
        `revisit.${route}.warm`,
        `${route} LCP, revisit`,
        r.warmLcpMs,
        'ms',
        undefined,
        r.error,
      ),
      figure(
        'size',
        `revisit.${route}.api`,
        `${route} revisit: /api requests`,
        r.warmApiRequests,
        '',
      ),
    ];
  });
}

export async function revisitPart(ctx: Context): Promise<PartResult> {
  const b = await ctx.browser();
  const revisit: Revisit[] = [];
  for (const { path: route, customer } of ROUTES) {
    if (customer) continue;
    const r = await measureRevisit(b, ctx.appUrl + route);
    log(
      `revisit ${route}: LCP cold ${r.coldLcpMs?.toFixed(0)} ms, warm ${r.warmLcpMs?.toFixed(0)} ms, ` +
        `${r.warmApiRequests} /api and ${r.warmAssetsFromNetwork} JS/CSS from the network on the revisit` +
        (r.error ? ` — ${r.error}` : ''),
    );
    revisit.push(r);
  }
  return { figures: revisitFigures(revisit), details: { revisit } };
}
