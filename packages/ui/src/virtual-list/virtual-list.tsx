import { useVirtualizer } from '@tanstack/react-virtual';
import {
  useEffect,
  useRef,
  type CSSProperties,
  type HTMLAttributes,
  type Key,
  type ReactNode,
} from 'react';
import { cx } from '../utils/cx';
import './virtual-list.css';

export interface VirtualListProps<T> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => Key;
  /** Estimated row height in px (rows are measured once rendered). Default 64. */
  estimateSize?: number;
  /** Rows rendered beyond the visible ones on each side. Default 8. */
  overscan?: number;
  /** Height of the scrolling box (px number or CSS length). Default 100%. */
  height?: number | string;
  /**
   * Box size used before the first measurement (and in environments without layout), in px.
   * Default 375 x 667 (the mobile viewport).
   */
  initialRect?: { width: number; height: number };
  /** Called when the last row is rendered (e.g. to load more). */
  onEndReached?: () => void;
  /** Accessible name of the list. */
  'aria-label'?: string;
}

/**
 * A windowed list on @tanstack/react-virtual: only the rows in view (plus `overscan`) are in
 * the DOM, so the 10,000-row followed list (spec 001 §9 page size 10000) stays light.
 * Rows carry aria-posinset / aria-setsize so assistive tech knows the full length.
 */
export function VirtualList<T>({
  items,
  renderItem,
  itemKey,
  estimateSize = 64,
  overscan = 8,
  height = '100%',
  initialRect = { width: 375, height: 667 },
  onEndReached,
  className,
  style,
  'aria-label': ariaLabel,
  ...rest
}: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    overscan,
    initialRect,
    getItemKey: (index) => itemKey(items[index] as T, index),
  });
  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows.length ? rows[rows.length - 1]!.index : -1;

  useEffect(() => {
    if (onEndReached && items.length > 0 && lastIndex === items.length - 1) onEndReached();
  }, [lastIndex, items.length, onEndReached]);

  const boxStyle: CSSProperties = { height, ...style };
  return (
    <div
      {...rest}
      ref={scrollRef}
      className={cx('jj-virtual-list', className)}
      style={boxStyle}
      tabIndex={0}
      role="region"
      aria-label={ariaLabel ?? '列表'}
    >
      <div
        role="list"
        aria-label={ariaLabel}
        className="jj-virtual-list__inner"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => (
          <div
            key={row.key as Key}
            role="listitem"
            aria-posinset={row.index + 1}
            aria-setsize={items.length}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className="jj-virtual-list__row"
            style={{ transform: `translateY(${row.start}px)` }}
          >
            {renderItem(items[row.index] as T, row.index)}
          </div>
        ))}
      </div>
    </div>
  );
}
