import { act } from '@testing-library/react';

/**
 * A controllable IntersectionObserver for jsdom (which has none). Every observed element is
 * reported as intersecting or not according to {@link setIntersecting}; observing reports the
 * current state once, like the real observer does.
 */
let intersecting = false;
const live = new Set<MockIntersectionObserver>();

export class MockIntersectionObserver {
  readonly root: Element | null;
  readonly rootMargin: string;
  readonly thresholds: number[] = [0];
  private targets = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.root = (options.root as Element | null) ?? null;
    this.rootMargin = options.rootMargin ?? '0px';
    live.add(this);
  }
  observe(target: Element) {
    this.targets.add(target);
    queueMicrotask(() => this.report());
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    live.delete(this);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  report() {
    if (!this.targets.size) return;
    const entries = [...this.targets].map(
      (target) =>
        ({
          target,
          isIntersecting: intersecting,
          intersectionRatio: intersecting ? 1 : 0,
        }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** Install the mock on window (call in beforeEach). */
export function installIntersectionObserver(): void {
  intersecting = false;
  live.clear();
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver =
    MockIntersectionObserver;
}

/** Move the list end into (true) or out of (false) the 120 px trigger zone, and report it. */
export function setIntersecting(value: boolean): void {
  intersecting = value;
  act(() => {
    live.forEach((o) => o.report());
  });
}

/** The observers alive now (to assert their options). */
export function liveObservers(): MockIntersectionObserver[] {
  return [...live];
}
