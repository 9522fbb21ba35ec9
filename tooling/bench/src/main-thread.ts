// Main-thread work of a Lighthouse load, from the run's own trace: the time the page's main thread
// spends on scripting (parse, compile, evaluate) and on style and layout, until the observed LCP
// and until the load ended (Lighthouse ends its trace once the network has gone idle and the CPU
// quiet, so this holds the work the last responses caused, and any idle-time work), scaled by the simulated CPU slowdown as Lighthouse scales its
// `mainthread-work-breakdown` (4× in its default mobile config). Unlike TBT it has no 50 ms
// threshold per task, so it does not jump with where the simulated first paint falls.
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';

/** Lighthouse's task groups counted as work: scripting, and style + layout. */
export const WORK_GROUPS = ['scriptParseCompile', 'scriptEvaluation', 'styleLayout'] as const;

/** A main-thread task as Lighthouse's tracehouse gives it (ms since the navigation's time origin). */
export interface Task {
  startTime: number;
  endTime: number;
  /** ms of the task not spent in its children. */
  selfTime: number;
  group: { id: string };
  children: Task[];
}

/**
 * Self time (ms) of every task in `WORK_GROUPS` that falls before `untilMs`, over the whole task
 * tree; a task that straddles `untilMs` counts in proportion to its part before it.
 */
export function workUntil(tasks: readonly Task[], untilMs: number): number {
  let sum = 0;
  const visit = (t: Task) => {
    if ((WORK_GROUPS as readonly string[]).includes(t.group.id) && t.startTime < untilMs) {
      const span = t.endTime - t.startTime;
      const before = span > 0 ? Math.min(1, (untilMs - t.startTime) / span) : 1;
      sum += t.selfTime * before;
    }
    t.children.forEach(visit);
  };
  tasks.filter((t) => !(t as { parent?: unknown }).parent).forEach(visit);
  return sum;
}

export interface MainThreadWork {
  /** Work until the observed LCP, ms at the simulated CPU (× `multiplier`). */
  untilLcpMs: number;
  /** Work until the load ended (network idle, CPU quiet: the trace's end), ms at the simulated CPU. */
  untilIdleMs: number;
  /** The observed (unthrottled) LCP and end of the load the work is cut at, ms. */
  lcpObservedMs: number | null;
  idleObservedMs: number;
  /** When the last network response finished (observed, ms), for the diagnosis. */
  lastResponseMs: number | null;
  multiplier: number;
}

interface TraceEvent {
  name: string;
  ts: number;
  ph?: string;
}

/**
 * The work of one trace (Lighthouse's `artifacts.Trace`).
 * @param multiplier the run's `throttling.cpuSlowdownMultiplier` (1 when not simulated)
 * @throws Error when the trace has no main thread (Lighthouse's own error)
 */
export function traceWork(
  trace: { traceEvents: TraceEvent[] },
  multiplier: number,
): MainThreadWork {
  const processed = TraceProcessor.processTrace(trace as never) as unknown as {
    mainThreadEvents: unknown[];
    frames: unknown[];
    timestamps: { timeOrigin: number; traceEnd: number };
  };
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents as never,
    processed.frames as never,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  ) as unknown as Task[];
  let lcp: number | null = null;
  try {
    const nav = TraceProcessor.processNavigation(processed as never) as unknown as {
      timings: { largestContentfulPaint?: number };
    };
    lcp = nav.timings.largestContentfulPaint ?? null;
  } catch {
    /* no navigation in the trace: no LCP */
  }
  const origin = processed.timestamps.timeOrigin;
  const finishes = trace.traceEvents
    .filter((e) => e.name === 'ResourceFinish' && e.ts >= origin)
    .map((e) => (e.ts - origin) / 1000);
  const end = (processed.timestamps.traceEnd - origin) / 1000;
  return {
    untilLcpMs: lcp === null ? NaN : workUntil(tasks, lcp) * multiplier,
    untilIdleMs: workUntil(tasks, end) * multiplier,
    lcpObservedMs: lcp,
    idleObservedMs: end,
    lastResponseMs: finishes.length ? Math.max(...finishes) : null,
    multiplier,
  };
}
