import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
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

/** A row: name and sub-line on the left, values on the right; a link when `to` is given. */
export function Row({
  name,
  sub,
  side,
  to,
  label,
}: {
  name: ReactNode;
  sub?: ReactNode;
  side?: ReactNode;
  to?: string;
  label?: string;
}) {
  const body = (
    <>
      <div className={s.rowMain}>
        <p className={s.rowName}>{name}</p>
        {sub && <div className={s.muted}>{sub}</div>}
      </div>
      {side !== undefined && <div className={s.rowSide}>{side}</div>}
    </>
  );
  return to ? (
    <Link to={to} className={s.row} aria-label={label}>
      {body}
    </Link>
  ) : (
    <div className={s.row} aria-label={label}>
      {body}
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
