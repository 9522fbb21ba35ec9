// The navigation part: tap to content between screens at 4× CPU (src/navigation.ts), median of
// the runs with their spread.
import { log, median } from '../lib/env.ts';
import { measureNavigation, type NavStep } from '../navigation.ts';
import { figure, withSpread, type Figure } from '../report.ts';
import { BUDGETS } from '../budgets.ts';
import type { Context, PartResult } from './context.ts';

/** The fund whose detail and buy screen are measured (the bench's other routes use it too). */
export const NAV_SYMBOL = '000001';

const LABEL: Record<NavStep['id'], string> = {
  listToDetail: 'fund list → fund detail',
  detailToBuy: 'fund detail → buy (logged in)',
};

const spreadOf = (v: number[]): [number, number] | undefined =>
  v.length ? [Math.min(...v), Math.max(...v)] : undefined;

/** Per step: the first visit (no budget) and the visit with the data cached (budgeted). */
export function navigationFigures(runs: NavStep[][]): Figure[] {
  const figures: Figure[] = [];
  for (const id of ['listToDetail', 'detailToBuy'] as const) {
    const steps = runs.map((r) => r.find((s) => s.id === id)).filter((s) => s !== undefined);
    const errors = [...new Set(steps.map((s) => s.error).filter(Boolean))].join('; ') || undefined;
    const values = (k: 'firstMs' | 'cachedMs') =>
      steps.map((s) => s[k]).filter((x): x is number => x !== null);
    const first = values('firstMs');
    const cached = values('cachedMs');
    figures.push(
      withSpread(
        figure(
          'nav',
          `nav.${id}.first`,
          `${LABEL[id]}: tap to content, first visit (4× CPU)`,
          median(first),
          'ms',
          undefined,
          errors,
        ),
        spreadOf(first),
      ),
      withSpread(
        figure(
          'nav',
          `nav.${id}.cached`,
          `${LABEL[id]}: tap to content, data cached (4× CPU)`,
          median(cached),
          'ms',
          ['<=', BUDGETS.navTapToContentMs],
          errors,
        ),
        spreadOf(cached),
      ),
    );
  }
  return figures;
}

export async function navigationPart(ctx: Context): Promise<PartResult> {
  const b = await ctx.browser();
  const runs: NavStep[][] = [];
  for (let i = 0; i < ctx.runs; i++) {
    const r = await measureNavigation(b, ctx.appUrl, NAV_SYMBOL, ctx.session);
    log(
      `navigation run ${i + 1}/${ctx.runs}: ` +
        r
          .map(
            (s) =>
              `${s.id} ${s.firstMs?.toFixed(0) ?? 'n/a'} ms first, ${s.cachedMs?.toFixed(0) ?? 'n/a'} ms cached` +
              (s.error ? ` (${s.error})` : ''),
          )
          .join('; '),
    );
    runs.push(r);
  }
  return { figures: navigationFigures(runs), details: { navigation: runs } };
}
