// The sandbox part: the sandbox's own bench (tooling/sandbox-api/bench/run.ts, src/sandbox.ts)
// folded into the table.
import { runSandboxBench, type SandboxBench } from '../sandbox.ts';
import { figure, type Figure } from '../report.ts';
import { BUDGETS } from '../budgets.ts';
import { r2, type PartResult } from './context.ts';

export function sandboxFigures(sandbox: SandboxBench): Figure[] {
  const note = sandbox.error;
  // The latency figures carry no budget: the sandbox is one process by design, and its figures
  // at 100 in flight are for regressions (README "Method and budgets").
  const row = (id: string, label: string, value: number | undefined) =>
    figure('sandbox', id, label, value, 'ms', undefined, note);
  const overNoop = (p95: number | undefined) =>
    p95 !== undefined && sandbox.noopP95Ms ? r2(p95 / sandbox.noopP95Ms) : undefined;
  return [
    row('sandbox.list.p50', 'sandbox fund list p50 (100 concurrent)', sandbox.listP50Ms),
    row('sandbox.list.p95', 'sandbox fund list p95 (100 concurrent)', sandbox.listP95Ms),
    row('sandbox.list.p99', 'sandbox fund list p99 (100 concurrent)', sandbox.listP99Ms),
    row('sandbox.buy.p50', 'sandbox buy p50 (100 concurrent)', sandbox.buyP50Ms),
    row('sandbox.buy.p95', 'sandbox buy p95 (100 concurrent)', sandbox.buyP95Ms),
    row('sandbox.buy.p99', 'sandbox buy p99 (100 concurrent)', sandbox.buyP99Ms),
    row(
      'sandbox.noop.p95',
      'sandbox no-op route p95 (100 concurrent, the floor)',
      sandbox.noopP95Ms,
    ),
    figure(
      'sandbox',
      'sandbox.list.p95Ratio',
      'sandbox fund list p95 / no-op p95',
      overNoop(sandbox.listP95Ms),
      '×',
      undefined,
      note,
    ),
    figure(
      'sandbox',
      'sandbox.buy.p95Ratio',
      'sandbox buy p95 / no-op p95',
      overNoop(sandbox.buyP95Ms),
      '×',
      undefined,
      note,
    ),
    figure(
      'sandbox',
      'sandbox.seed',
      'sandbox first start with seeding',
      sandbox.seedMs === undefined ? undefined : sandbox.seedMs / 1000,
      's',
      ['<', BUDGETS.sandboxSeedS],
      note,
    ),
  ];
}

export async function sandboxPart(): Promise<PartResult> {
  const sandbox = await runSandboxBench();
  return { figures: sandboxFigures(sandbox), details: { sandbox } };
}
