import { formatMoney } from '@jijin/core';
import type { Schemas } from '../../app/api-types';
import { blocks as s } from '../../shared/blocks';

/** What each fund gets in a proposal: percent, yuan, shares and fee (spec 001 §2 proposal). */
export function ProposalTable({
  items,
  caption,
}: {
  items: readonly Schemas['PortfolioProposalItem'][];
  caption: string;
}) {
  return (
    <table className={s.table}>
      <caption className={s.muted} style={{ textAlign: 'left' }}>
        {caption}
      </caption>
      <thead>
        <tr>
          <th scope="col">基金</th>
          <th scope="col">占比</th>
          <th scope="col">金额（元）</th>
          <th scope="col">份额</th>
          <th scope="col">手续费（元）</th>
        </tr>
      </thead>
      <tbody>
        {items.map((i) => (
          <tr key={`${i.symbol}-${i.direction}`} data-testid={`proposal-${i.symbol}`}>
            <td>
              {i.direction === 1 ? '卖出 ' : i.direction === 0 ? '' : ''}
              {i.abbr_name}
              <div className={s.muted}>{i.symbol}</div>
              {i.note && <div className={s.muted}>{i.note}</div>}
            </td>
            <td>{i.percent}%</td>
            <td>{i.amount ? formatMoney(i.amount, { grouping: true }) : '--'}</td>
            <td>{i.shares ?? '--'}</td>
            <td>{i.fare ? formatMoney(i.fare) : '--'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
