import { MA_MULTIPLE_TABLE } from '@jijin/core/trade';
import styles from '../funds.module.css';

/** One band of the 均线定投 table (core `MaMultipleRow`, the contract's `SmartBacktest.table`). */
interface Band {
  side: 'below' | 'above';
  up_to: number | null;
  multiple: string;
}

/** The 均线定投 table as sentences: "低于均线0%至5%：每期金额×1.6". */
export function maTableRows(table: readonly Band[]): string[] {
  const rows: string[] = [];
  let from = 0;
  let side: 'below' | 'above' | null = null;
  for (const band of table) {
    if (band.side !== side) {
      side = band.side;
      from = 0;
    }
    const word = band.side === 'below' ? '低于均线' : '高于均线';
    const range = band.up_to === null ? `${from}%以上` : `${from}%至${band.up_to}%`;
    rows.push(`${word}${range}：每期金额×${band.multiple}`);
    from = band.up_to ?? from;
  }
  return rows;
}

/** Core's 均线定投 table, shown before a plan is saved. */
export function MaTable({ label = '均线定投倍数表' }: { label?: string }) {
  return (
    <ul className={styles.muted} aria-label={label}>
      {maTableRows(MA_MULTIPLE_TABLE).map((line) => (
        <li key={line}>{line}</li>
      ))}
      <li>指数收盘恰在均线上：每期金额×1</li>
    </ul>
  );
}
