import type { NativeHostWindow } from '../channel';

/** A recorded web -> native message, parsed. */
export interface Posted {
  jijin: number;
  kind: 'request' | 'notify';
  id?: string;
  method: string;
  params: Record<string, unknown>;
}

/** A window with a fake iOS message handler (or Android interface) that records what is posted. */
export function fakeNativeWindow(transport: 'ios' | 'android' | 'none' = 'ios') {
  const posted: Posted[] = [];
  const record = (message: unknown) => {
    if (typeof message !== 'string') throw new Error('the bridge must post JSON strings');
    posted.push(JSON.parse(message) as Posted);
  };
  const win: NativeHostWindow = {};
  if (transport === 'ios') win.webkit = { messageHandlers: { jijin: { postMessage: record } } };
  if (transport === 'android') win.JijinAndroid = { postMessage: record };
  /** Answer a request the way the native side does: through the global receive function. */
  const respond = (
    id: string,
    body: { ok: true; result: unknown } | { ok: false; error: { code: string } },
  ) => win.__jijinNativeReceive?.(JSON.stringify({ jijin: 1, kind: 'response', id, ...body }));
  return { win, posted, respond };
}

/** Manual timers for timeout tests. */
export function manualTimers() {
  let now = 0;
  const timers = new Map<number, { at: number; cb: () => void }>();
  let next = 1;
  return {
    setTimer: (cb: () => void, ms: number) => {
      const id = next++;
      timers.set(id, { at: now + ms, cb });
      return id;
    },
    clearTimer: (id: unknown) => void timers.delete(id as number),
    advance(ms: number) {
      now += ms;
      for (const [id, t] of [...timers]) {
        if (t.at <= now) {
          timers.delete(id);
          t.cb();
        }
      }
    },
    get pending() {
      return timers.size;
    },
  };
}
