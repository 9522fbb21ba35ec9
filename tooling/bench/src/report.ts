// Figures, their budgets, the printed table and the Markdown copy of it; the run's report.
import path from 'node:path';
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CHROME_PATH, OUT, RESULTS, ROOT, log } from './lib/env.ts';

export type Op = '<=' | '<' | '>=' | '==';

export interface Figure {
  id: string;
  group: 'size' | 'lighthouse' | 'nav' | 'render' | 'sandbox' | 'scale';
  label: string;
  /** null: not measured (the reason is in `note`). */
  value: number | boolean | null;
  unit: string;
  budget: { op: Op; limit: number | boolean } | null;
  /** null when the figure has no budget (shown for context). */
  pass: boolean | null;
  note?: string;
  /** The lowest and highest run behind a median, in the figure's unit (printed beside it). */
  spread?: [number, number];
}

export function figure(
  group: Figure['group'],
  id: string,
  label: string,
  value: number | boolean | null | undefined,
  unit: string,
  budget?: [Op, number | boolean],
  note?: string,
): Figure {
  const v =
    value === undefined || (typeof value === 'number' && !Number.isFinite(value)) ? null : value;
  let pass: boolean | null = null;
  if (budget) {
    const [op, limit] = budget;
    if (v === null) pass = false;
    else if (op === '==') pass = v === limit;
    else if (typeof v === 'number' && typeof limit === 'number')
      pass = op === '<=' ? v <= limit : op === '<' ? v < limit : v >= limit;
  }
  return {
    id,
    group,
    label,
    value: v,
    unit,
    budget: budget ? { op: budget[0], limit: budget[1] } : null,
    pass,
    ...(note ? { note } : {}),
  };
}

/** Digits by unit; a unitless figure with a fractional budget (CLS) always shows 3. */
function fmt(v: number | boolean | null, unit: string, fractional = false): string {
  if (v === null) return 'n/a';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  const digits =
    { KB: 1, '×': 2, ms: Math.abs(v) < 10 ? 1 : 0, s: 2 }[unit] ??
    (fractional ? 3 : Number.isInteger(v) ? 0 : 2);
  const n = v.toFixed(digits);
  if (unit === '×') return `${n}×`;
  return unit ? `${n} ${unit}` : n;
}

const fractionalBudget = (f: Figure) =>
  typeof f.budget?.limit === 'number' && !Number.isInteger(f.budget.limit) && !f.unit;

function fmtBudget(f: Figure): string {
  if (!f.budget) return '';
  const { op, limit } = f.budget;
  if (typeof limit === 'boolean') return limit ? 'yes' : 'no';
  return `${op} ${fmt(limit, f.unit, fractionalBudget(f))}`;
}

/** `f` with the spread of the runs behind its median (left out when not finite). */
export function withSpread(f: Figure, spread: [number, number] | undefined): Figure {
  return spread && spread.every(Number.isFinite) ? { ...f, spread } : f;
}

const status = (f: Figure) => (f.pass === null ? '' : f.pass ? 'pass' : 'FAIL');

export function rows(figures: Figure[]): string[][] {
  return figures.map((f) => [
    f.label,
    fmt(f.value, f.unit, fractionalBudget(f)) +
      (f.spread
        ? ` (${f.spread.map((x) => fmt(x, f.unit, fractionalBudget(f)).replace(/ \S+$/, '')).join('–')})`
        : ''),
    fmtBudget(f),
    status(f),
  ]);
}

const HEAD = ['figure', 'value', 'budget', 'pass/fail'];

/** The table for the terminal. */
export function textTable(figures: Figure[]): string {
  const all = [HEAD, ...rows(figures)];
  const width = (s: string) =>
    [...s].reduce((w, ch) => w + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 2 : 1), 0);
  const widths = HEAD.map((_, i) => Math.max(...all.map((r) => width(r[i]!))));
  const line = (r: string[]) =>
    r
      .map((c, i) => c + ' '.repeat(widths[i]! - width(c)))
      .join('  ')
      .trimEnd();
  const out = [line(HEAD), widths.map((w) => '-'.repeat(w)).join('  ')];
  let group = '';
  figures.forEach((f, i) => {
    if (f.group !== group && i > 0) out.push('');
    group = f.group;
    out.push(line(rows([f])[0]!));
  });
  return out.join('\n');
}

/** The same table in Markdown (README, bench/results/latest.md). */
export function markdownTable(figures: Figure[]): string {
  const esc = (s: string) => s.replace(/\|/g, '\\|');
  return [
    `| ${HEAD.join(' | ')} |`,
    '|---|---:|---:|---|',
    ...rows(figures).map((r) => `| ${r.map(esc).join(' | ')} |`),
  ].join('\n');
}

/**
 * Notes under the table: why a figure is missing or what it really measured. A note several
 * figures share (a route's failed Lighthouse run) is printed once, after the first of them.
 */
export function notes(figures: Figure[]): string[] {
  const seen = new Set<string>();
  return figures
    .filter((f) => f.note && !seen.has(f.note) && seen.add(f.note))
    .map((f) => `${f.label}: ${f.note}`);
}

// ---------------------------------------------------------------------------------------------
// The run's report: the result JSON, the printed table and where both are written.

export interface RunInfo {
  startedAt: Date;
  parts: string[];
  runs: number;
  /** Every part at the documented number of runs: only such a run may write bench/results. */
  full: boolean;
  loadStart: number[];
  vite: { bench: string; app: string };
  sandboxError?: string;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

function git(args: string[]) {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

/**
 * Prints the table, its notes and the budget summary, and writes the run: to
 * bench/results/latest.json + latest.md for a full run started on a machine that was not busy
 * (1-minute load average at or below the cores), to tooling/bench/dist/partial.json + .md
 * otherwise. Returns the exit code: 0 every budget passes, 1 one fails.
 */
export function writeReport(
  info: RunInfo,
  figures: Figure[],
  details: Record<string, unknown>,
): number {
  const budgeted = figures.filter((f) => f.pass !== null);
  const failed = budgeted.filter((f) => !f.pass);
  const finishedAt = new Date();
  const require = createRequire(import.meta.url);
  let chromiumVersion = '';
  try {
    chromiumVersion = execFileSync(CHROME_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    /* reported as empty */
  }
  const cpus = os.cpus().length;
  const busy = info.loadStart[0]! > cpus;
  const result = {
    bench: '@jijin/bench',
    startedAt: info.startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    durationS: Math.round((finishedAt.getTime() - info.startedAt.getTime()) / 1000),
    parts: info.parts,
    runs: info.runs,
    commit: git(['rev-parse', '--short', 'HEAD']),
    dirtyTree: git(['status', '--porcelain', '--', 'apps', 'packages']) !== '',
    machine: {
      node: process.version,
      chromium: chromiumVersion,
      vite: info.vite.bench,
      viteApp: info.vite.app,
      lighthouse: require('lighthouse/package.json').version as string,
      playwright: require('playwright-core/package.json').version as string,
      cpus,
      loadavgStart: info.loadStart.map(round2),
      loadavgEnd: os.loadavg().map(round2),
      /** 1-minute load average above the core count when the bench started (its own work is not counted). */
      busy,
    },
    summary: {
      budgets: budgeted.length,
      passed: budgeted.length - failed.length,
      failed: failed.map((f) => f.id),
    },
    figures,
    details,
  };

  const noteLines = notes(figures);
  console.info('\n' + textTable(figures) + '\n');
  if (noteLines.length) console.info(noteLines.map((n) => `note: ${n}`).join('\n') + '\n');
  console.info(
    `${budgeted.length - failed.length}/${budgeted.length} budgets pass` +
      (failed.length ? `; failing: ${failed.map((f) => f.id).join(', ')}` : ''),
  );
  if (info.sandboxError)
    console.info(`WARNING: the app ran without its sandbox API: ${info.sandboxError}`);
  const load = `load average ${result.machine.loadavgStart.join(' ')} -> ${result.machine.loadavgEnd.join(' ')} on ${cpus} cores`;
  console.info(load);
  const busyNote = busy
    ? `The machine was busy (1-minute load average above its ${cpus} cores at the start): time figures ` +
      '(rendering, Lighthouse, main-thread work, navigation, sandbox and scale latency) are inflated by other work; sizes are not.'
    : '';
  if (busy) console.info(`WARNING: ${busyNote}`);

  const md =
    `Run ${result.startedAt} on commit ${result.commit}${result.dirtyTree ? ' (+ uncommitted app changes)' : ''}; ` +
    `${result.machine.chromium}, Node ${process.version}, Vite ${info.vite.bench}, Lighthouse ${result.machine.lighthouse}; ` +
    `${load}.` +
    (busy ? ` ${busyNote}` : '') +
    '\n\n' +
    markdownTable(figures) +
    '\n' +
    (noteLines.length ? '\n' + noteLines.map((n) => `- ${n}`).join('\n') + '\n' : '');
  // A busy machine's run is marked and kept out of bench/results (the README's figures).
  if (info.full && !busy) {
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(path.join(RESULTS, 'latest.json'), JSON.stringify(result, null, 2) + '\n');
    writeFileSync(path.join(RESULTS, 'latest.md'), md);
    log(`wrote ${path.relative(ROOT, path.join(RESULTS, 'latest.json'))} and latest.md`);
  } else {
    writeFileSync(path.join(OUT, 'partial.json'), JSON.stringify(result, null, 2) + '\n');
    writeFileSync(path.join(OUT, 'partial.md'), md);
    log(
      `${info.full ? 'busy machine' : 'partial run'}: wrote ${path.relative(ROOT, path.join(OUT, 'partial.json'))} ` +
        '(latest.json is for full runs, every part at the default runs or more, started on a machine not busy)',
    );
  }
  return failed.length ? 1 : 0;
}
