// Figures, their budgets, the printed table and the Markdown copy of it.

export type Op = '<=' | '<' | '>=' | '==';

export interface Figure {
  id: string;
  group: 'size' | 'lighthouse' | 'render' | 'sandbox';
  label: string;
  /** null: not measured (the reason is in `note`). */
  value: number | boolean | null;
  unit: string;
  budget: { op: Op; limit: number | boolean } | null;
  /** null when the figure has no budget (shown for context). */
  pass: boolean | null;
  note?: string;
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
    { KB: 1, '×': 2, ms: 0, s: 2 }[unit] ?? (fractional ? 3 : Number.isInteger(v) ? 0 : 2);
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

const status = (f: Figure) => (f.pass === null ? '' : f.pass ? 'pass' : 'FAIL');

export function rows(figures: Figure[]): string[][] {
  return figures.map((f) => [
    f.label,
    fmt(f.value, f.unit, fractionalBudget(f)),
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

/** Notes under the table: why a figure is missing or what it really measured. */
export function notes(figures: Figure[]): string[] {
  const seen = new Set<string>();
  return figures
    .filter((f) => f.note)
    .map((f) => `${f.label}: ${f.note}`)
    .filter((line) => !seen.has(line) && seen.add(line));
}
