import { describe, expect, it } from 'vitest';
import { workUntil, type Task } from '../main-thread.ts';

const task = (
  group: string,
  startTime: number,
  endTime: number,
  selfTime: number,
  children: Task[] = [],
): Task => ({ group: { id: group }, startTime, endTime, selfTime, children });

describe('main-thread work counts scripting, style and layout up to a moment (README "Method and budgets")', () => {
  it('sums the self time of script and style/layout tasks, children included, and leaves paint out', () => {
    const tasks = [
      task('scriptEvaluation', 0, 100, 60, [task('styleLayout', 20, 60, 40)]),
      task('paintCompositeRender', 100, 120, 20),
      task('scriptParseCompile', 130, 140, 10),
    ];
    expect(workUntil(tasks, 1000)).toBe(110);
  });

  it('counts a task that straddles the moment in proportion, and nothing after it', () => {
    const tasks = [task('scriptEvaluation', 0, 100, 100), task('styleLayout', 200, 210, 10)];
    expect(workUntil(tasks, 50)).toBe(50);
    expect(workUntil(tasks, 150)).toBe(100);
  });
});
