import type { ReactNode } from 'react';
import { ListRows } from '@jijin/ui';
import s from './blocks.module.css';

/** A white card section with an optional heading (h2). */
export function Section({
  title,
  right,
  children,
  label,
}: {
  title?: string;
  right?: ReactNode;
  children: ReactNode;
  /** Accessible name when there is no visible title. */
  label?: string;
}) {
  return (
    <section className={s.card} aria-label={title ? undefined : label}>
      {title && (
        <div className={s.head}>
          <h2 className={s.title}>{title}</h2>
          {right}
        </div>
      )}
      {children}
    </section>
  );
}

/** A two-column list of labelled values. */
export function Kv({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className={s.kv}>
      {items.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One row of a paged list (`PagedList`, ui's `InfiniteList`): its items are already `listitem`s,
 * so the row (ui's `ListRow` or features' `ListRowLink`, itself a `listitem`) sits in a one-row
 * flush `ListRows` of its own, with the hairline that separates it from the next item.
 */
export function PagedRow({ children }: { children: ReactNode }) {
  return (
    <div className={s.pagedRow}>
      <ListRows flush>{children}</ListRows>
    </div>
  );
}

/** Muted explanatory text under a card. */
export function Note({ children }: { children: ReactNode }) {
  return <p className={s.note}>{children}</p>;
}

/** The stacked buttons at the end of a form. */
export function Actions({ children }: { children: ReactNode }) {
  return <div className={s.actions}>{children}</div>;
}

/** The example tag of content the backend flags `is_example` (ui's one ExampleTag). */
export { ExampleTag } from '@jijin/ui';

export { s as blocks };
