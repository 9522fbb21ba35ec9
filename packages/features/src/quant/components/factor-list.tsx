import type { Schemas } from '../../app/api-types';
import s from './quant.module.css';

type Factor = Schemas['QuantFactor'];

/** The shown text of a price influence (spec 001 §3 price_influence_type: 1, -1, 0). */
export const INFLUENCE: Record<-1 | 0 | 1, { label: string; className: string }> = {
  1: { label: '正向', className: s.up! },
  [-1]: { label: '负向', className: s.down! },
  0: { label: '中性', className: s.flat! },
};

/** A factor's value in its unit, 2 decimals ("12.34%", "0.85"); -- when missing. */
export function factorValueText(f: Pick<Factor, 'value' | 'unit'>): string {
  if (f.value === null || f.value === undefined) return '--';
  return `${f.value.toFixed(2)}${f.unit ?? ''}`;
}

/** The price-influence badge of a factor, or nothing when it has none. */
export function InfluenceBadge({ value }: { value: Factor['price_influence_type'] }) {
  if (value === null) return null;
  const i = INFLUENCE[value];
  return <span className={`${s.badge} ${i.className}`}>{i.label}影响</span>;
}

/**
 * The factors of a fund: name, type, value, percentile among its peers and price influence; a
 * locked senior factor shows 高级因子 · 未解锁 instead of its figures.
 */
export function FactorList({ factors }: { factors: readonly Factor[] }) {
  return (
    <ul className={s.factors} aria-label="因子列表">
      {factors.map((f) => (
        <li key={f.factor} className={s.factor} aria-label={f.factor_name ?? f.factor}>
          <div className={s.factorHead}>
            <h3 className={s.factorName}>{f.factor_name ?? f.factor}</h3>
            {f.locked ? (
              <span className={`${s.badge} ${s.locked}`}>高级因子 · 未解锁</span>
            ) : (
              <span className={s.value}>{factorValueText(f)}</span>
            )}
          </div>
          <div className={s.meta}>
            <span className={`${s.badge} ${s.type}`}>{f.factor_type_display}</span>
            {f.is_senior && !f.locked && <span>高级因子</span>}
            {!f.locked && f.percentile !== null && f.percentile !== undefined && (
              <span>同类分位 {f.percentile.toFixed(0)}%</span>
            )}
            {!f.locked && <InfluenceBadge value={f.price_influence_type} />}
          </div>
          {f.description && <p className={s.meta}>{f.description}</p>}
        </li>
      ))}
    </ul>
  );
}
