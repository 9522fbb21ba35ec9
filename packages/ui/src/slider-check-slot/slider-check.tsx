import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { cx } from '../utils/cx';
import './slider-check-slot.css';

export interface SliderCheckProps {
  /**
   * Called once the handle reaches the end with the pass's ticket `builtin.v1.<duration_ms>.<moves>`
   * (ms from the widget appearing to the pass; pointer moves or key presses), which the server
   * exchanges for a proof (`POST /accounts/slider_check/`, spec 000 §5).
   */
  onPass: (ticket: string) => void;
  /** Default 向右拖动滑块完成验证 */
  label?: string;
  className?: string;
}

/** Keyboard step of the handle, in percent of the track. */
const KEY_STEP = 10;

/**
 * The slider check (滑块验证) itself: drag the handle to the right end (pointer events), or focus the
 * handle (role="slider") and press → / ↑ (10 % a step), End to finish; Home / ← / ↓ go back. A
 * drag released before the end springs back to 0. Reaching the end calls `onPass` with a proof
 * token (spec 000 §5 captcha send needs a passed slider check when required).
 */
export function SliderCheck({
  onPass,
  label = '向右拖动滑块完成验证',
  className,
}: SliderCheckProps) {
  const [value, setValue] = useState(0);
  const [done, setDone] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; moves: number } | null>(null);
  const shownAt = useRef(0);
  const keyPresses = useRef(0);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  const finish = (moves: number) => {
    if (done) return;
    setValue(100);
    setDone(true);
    const durationMs = Math.max(0, Math.round(performance.now() - shownAt.current));
    onPass(`builtin.v1.${durationMs}.${moves}`);
  };
  const percentAt = (clientX: number, startX: number): number => {
    const trackWidth = track.current?.getBoundingClientRect().width ?? 0;
    const handleWidth = handle.current?.getBoundingClientRect().width ?? 0;
    const room = trackWidth - handleWidth;
    if (room <= 0) return 0;
    return Math.max(0, Math.min(100, ((clientX - startX) / room) * 100));
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (done) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { startX: e.clientX, moves: 0 };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || done) return;
    drag.current.moves += 1;
    setValue(percentAt(e.clientX, drag.current.startX));
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || done) return;
    const at = percentAt(e.clientX, drag.current.startX);
    const moves = drag.current.moves;
    drag.current = null;
    if (at >= 100) finish(moves);
    else setValue(0);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (done) return;
    let next: number | null = null;
    if (e.key === 'ArrowRight' || e.key === 'ArrowUp') next = Math.min(100, value + KEY_STEP);
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') next = Math.max(0, value - KEY_STEP);
    else if (e.key === 'End') next = 100;
    else if (e.key === 'Home') next = 0;
    if (next === null) return;
    e.preventDefault();
    keyPresses.current += 1;
    if (next >= 100) finish(keyPresses.current);
    else setValue(next);
  };

  return (
    <div ref={track} className={cx('jj-slider-check__track', done && 'is-done', className)}>
      <div className="jj-slider-check__fill" style={{ width: `${value}%` }} aria-hidden="true" />
      <span className="jj-slider-check__label" aria-hidden="true">
        {done ? '验证通过' : label}
      </span>
      <div
        ref={handle}
        className="jj-slider-check__handle"
        style={{ left: `calc((100% - 44px) * ${value / 100})` }}
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(value)}
        aria-valuetext={done ? '验证通过' : `${Math.round(value)}%`}
        aria-disabled={done || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null;
          if (!done) setValue(0);
        }}
        onKeyDown={onKeyDown}
      >
        {done ? '✓' : '»'}
      </div>
    </div>
  );
}
