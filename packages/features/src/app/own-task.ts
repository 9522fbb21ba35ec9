/**
 * Runs `work` in a task of its own, queued now behind the tasks already queued (a posted message,
 * as React's scheduler queues a render), so it neither lengthens the current task nor waits for
 * timers (a `setTimeout` may be clamped and runs after posted messages). Used where a long piece
 * of start-up work would otherwise join the task before it (each task over 50 ms counts
 * towards Total Blocking Time).
 */
export function inOwnTask(work: () => void): void {
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = () => {
    port1.close();
    work();
  };
  port2.postMessage(null);
}
