/** One point of the 收益走势: cumulative returns in %. */
export interface ReturnsLinePoint {
  date: string;
  account: number;
  benchmark: number | null;
}

const W = 320;
const H = 120;

/**
 * The 收益走势: the account's cumulative TWR (red) and 沪深300's (grey) as two lines, scaled to
 * their common range; a text alternative gives the last values.
 */
export function ReturnsChart({
  line,
  benchmarkName,
}: {
  line: ReturnsLinePoint[];
  benchmarkName: string;
}) {
  if (line.length < 2) return null;
  const values = line.flatMap((p) =>
    p.benchmark === null ? [p.account] : [p.account, p.benchmark],
  );
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  const span = hi - lo || 1;
  const x = (i: number) => (i / (line.length - 1)) * W;
  const y = (v: number) => H - ((v - lo) / span) * H;
  const path = (pick: (p: ReturnsLinePoint) => number | null) =>
    line
      .map((p, i) => ({ v: pick(p), i }))
      .filter((p): p is { v: number; i: number } => p.v !== null)
      .map((p) => `${x(p.i).toFixed(1)},${y(p.v).toFixed(1)}`)
      .join(' ');
  const last = line[line.length - 1]!;
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-label={`收益走势：${line[0]!.date}至${last.date}，组合${last.account.toFixed(2)}%，${benchmarkName}${last.benchmark === null ? '--' : `${last.benchmark.toFixed(2)}%`}`}
      >
        <line x1={0} x2={W} y1={y(0)} y2={y(0)} stroke="var(--jj-border, #ddd)" strokeWidth={1} />
        <polyline
          points={path((p) => p.benchmark)}
          fill="none"
          stroke="var(--jj-text-weak, #999)"
          strokeWidth={1.5}
        />
        <polyline
          points={path((p) => p.account)}
          fill="none"
          stroke="var(--jj-up)"
          strokeWidth={2}
        />
      </svg>
      <figcaption style={{ fontSize: 12 }}>
        <span style={{ color: 'var(--jj-up)' }}>━ 我的基金（时间加权）</span>{' '}
        <span>━ {benchmarkName}</span>
      </figcaption>
    </figure>
  );
}
