import { appPaths } from '../../app/routes/index';
import { MoneyText, SafeHtml } from '@jijin/ui';
import type { Schemas } from '../../app/api-types';
import { blocks as s } from '../../shared/blocks';
import { ListRowLink } from '../../shared/list-row-link';
import own from './store-blocks.module.css';

/**
 * A portfolio as a list cell (ui's `ListRow`; place it in `ListRows`): name, annual advisory fee
 * rate, NAV; opens the portfolio's page (with the store as origin).
 */
export function PortfolioRow({ p, storeId }: { p: Schemas['Portfolio']; storeId?: number }) {
  return (
    <ListRowLink
      title={p.name}
      description={`年投顾费率${p.manage_fare ?? '--'}%`}
      extra={<span>净值 {p.net_value ?? '--'}</span>}
      to={appPaths.portfolioDetail(p.id, storeId ? { store_id: storeId } : undefined)}
    />
  );
}

/**
 * A store as a list cell (ui's `ListRow`; place it in `ListRows`): name, description, followers;
 * opens the store's page.
 */
export function StoreRow({ store }: { store: Schemas['Store'] }) {
  return (
    <ListRowLink
      title={store.name}
      description={store.description ?? '店主暂未填写简介'}
      extra={<span>{store.followers_count ?? 0}人关注</span>}
      to={appPaths.storeDetail(store.id)}
    />
  );
}

/** A timeline post's body: HTML sanitized by the server, rendered through ui SafeHtml. */
export function PostText({ text }: { text: string }) {
  return /<[a-z][^>]*>/i.test(text) ? (
    <SafeHtml html={text} className={s.muted} lineBreaks />
  ) : (
    <p className={s.muted}>{text}</p>
  );
}

/** A position adjustment's before → after per fund. */
export function AdjustmentSummary({ a }: { a: Schemas['PositionAdjustment'] }) {
  return (
    <div aria-label="调仓">
      <p className={own.postTitle}>调仓{a.reason ? `：${a.reason}` : ''}</p>
      <ul className={own.plain}>
        {a.positions.map((x) => (
          <li key={x.symbol} className={s.muted}>
            {x.abbr_name}（{x.symbol}）{x.percent_before}% → {x.percent_after}%
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Money with 元. */
export function Yuan({ v }: { v: string | null | undefined }) {
  return <MoneyText value={v ?? null} unit="元" />;
}
