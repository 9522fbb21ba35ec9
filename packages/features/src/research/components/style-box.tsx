import { formatPercent } from '@jijin/core';
import s from './research.module.css';

const SIZES = ['大盘', '中盘', '小盘'];
const VALUES = ['价值', '平衡', '成长'];

/** The 3 x 3 style box with the fund's cell marked (large / mid / small x value / blend / growth). */
export function StyleBox({
  style,
  counts,
}: {
  style?: string;
  counts?: Record<string, number | string>;
}) {
  return (
    <table className={s.table} aria-label="风格箱">
      <thead>
        <tr>
          <th scope="col">规模＼风格</th>
          {VALUES.map((v) => (
            <th key={v} scope="col">
              {v}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {SIZES.map((sz) => (
          <tr key={sz}>
            <th scope="row">{sz}</th>
            {VALUES.map((v) => {
              const name = sz + v;
              const on = style === name;
              return (
                <td
                  key={v}
                  aria-current={on ? 'true' : undefined}
                  style={on ? { background: '#cf1f25', color: '#fff', fontWeight: 600 } : undefined}
                >
                  {counts ? (counts[name] ?? '--') : on ? '●' : ''}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const pctText = (v: number | null | undefined) => formatPercent(v ?? null).text;
