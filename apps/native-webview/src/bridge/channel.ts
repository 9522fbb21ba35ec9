import {
  ANDROID_INTERFACE_NAME,
  DEFAULT_TIMEOUTS_MS,
  ENVELOPE_TAG,
  IOS_HANDLER_NAME,
  RECEIVE_FUNCTION_NAME,
  type NativeMethod,
  type NativeMethods,
  type NativeNotification,
  type NativeNotifications,
  type NotifyEnvelope,
  type RequestEnvelope,
  type ResponseEnvelope,
} from './protocol';

/** The parts of `window` the channel touches (the native app injects the first two). */
export interface NativeHostWindow {
  webkit?: {
    messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined>;
  };
  [ANDROID_INTERFACE_NAME]?: { postMessage(message: string): void };
  [RECEIVE_FUNCTION_NAME]?: (message: unknown) => void;
}

/** Why a native call failed. */
export type NativeChannelErrorCode =
  /** No iOS handler and no Android interface: not inside the native app (or an app too old). */
  | 'unavailable'
  /** No response within the method's timeout. */
  | 'timeout'
  /** The native side answered `ok: false` (`nativeCode` says why). */
  | 'rejected'
  /** The channel was disposed before the answer came. */
  | 'disposed';

/** A failed native call. */
export class NativeChannelError extends Error {
  override readonly name = 'NativeChannelError';
  constructor(
    readonly code: NativeChannelErrorCode,
    readonly method: string,
    /** The native error code when `code` is `rejected` (e.g. `cancelled`). */
    readonly nativeCode?: string,
    message?: string,
  ) {
    super(message ?? `native ${method}: ${code}${nativeCode ? ` (${nativeCode})` : ''}`);
  }
}

/** Request/response over the native app's message handler (see protocol.ts). */
export interface NativeChannel {
  /** Which transport was found: iOS WKWebView, Android JavascriptInterface, or none. */
  readonly transport: 'ios' | 'android' | 'none';
  /**
   * Send a request and wait for the response with the same id.
   * @param options.timeoutMs default per method ({@link DEFAULT_TIMEOUTS_MS})
   * @returns the response's `result`
   * @throws NativeChannelError `unavailable` (no transport, or posting threw), `timeout`,
   *   `rejected` (native answered `ok: false`), `disposed`
   */
  request<M extends NativeMethod>(
    method: M,
    params: NativeMethods[M]['params'],
    options?: { timeoutMs?: number },
  ): Promise<NativeMethods[M]['result']>;
  /**
   * Send a notification (no answer). Returns false when there is no transport or posting threw;
   * never throws.
   */
  notify<N extends NativeNotification>(method: N, params: NativeNotifications[N]): boolean;
  /** Remove the receive function and reject what is still pending with `disposed`. */
  dispose(): void;
}

/** What {@link createNativeChannel} needs (defaults: the real window and timers). */
export interface NativeChannelOptions {
  win?: NativeHostWindow;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** Per-method timeouts in ms, overriding {@link DEFAULT_TIMEOUTS_MS}. */
  timeoutsMs?: Partial<Record<NativeMethod, number>>;
}

interface Pending {
  method: string;
  resolve(result: unknown): void;
  reject(error: NativeChannelError): void;
  timer: unknown;
}

function parseResponse(message: unknown): ResponseEnvelope | null {
  let value = message;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const env = value as Partial<ResponseEnvelope> & { [ENVELOPE_TAG]?: unknown };
  if (env[ENVELOPE_TAG] !== 1 || env.kind !== 'response' || typeof env.id !== 'string') return null;
  if (typeof env.ok !== 'boolean') return null;
  return env as ResponseEnvelope;
}

/**
 * Opens the channel: finds the transport (iOS first, then Android) and installs
 * `window.__jijinNativeReceive` for the answers. Answers with an unknown id (late, after a
 * timeout) and anything that is not a protocol-1 response envelope are ignored.
 */
export function createNativeChannel(options: NativeChannelOptions = {}): NativeChannel {
  const win = options.win ?? (window as unknown as NativeHostWindow);
  const setTimer = options.setTimer ?? ((cb: () => void, ms: number) => setTimeout(cb, ms));
  const clearTimer = options.clearTimer ?? ((handle: unknown) => clearTimeout(handle as number));
  const timeouts = { ...DEFAULT_TIMEOUTS_MS, ...options.timeoutsMs };
  const pending = new Map<string, Pending>();
  let nextId = 1;

  const ios = win.webkit?.messageHandlers?.[IOS_HANDLER_NAME];
  const android = win[ANDROID_INTERFACE_NAME];
  const transport: NativeChannel['transport'] = ios ? 'ios' : android ? 'android' : 'none';

  function post(envelope: RequestEnvelope | NotifyEnvelope): void {
    const json = JSON.stringify(envelope);
    if (ios) ios.postMessage(json);
    else if (android) android.postMessage(json);
    else throw new NativeChannelError('unavailable', envelope.method);
  }

  const receive = (message: unknown) => {
    const env = parseResponse(message);
    if (!env) return;
    const call = pending.get(env.id);
    if (!call) return;
    pending.delete(env.id);
    clearTimer(call.timer);
    if (env.ok) call.resolve(env.result ?? {});
    else
      call.reject(
        new NativeChannelError('rejected', call.method, env.error?.code, env.error?.message),
      );
  };
  const previousReceive = win[RECEIVE_FUNCTION_NAME];
  win[RECEIVE_FUNCTION_NAME] = receive;

  return {
    transport,
    request(method, params, requestOptions) {
      if (transport === 'none')
        return Promise.reject(new NativeChannelError('unavailable', method));
      const id = `w${nextId++}`;
      const timeoutMs = requestOptions?.timeoutMs ?? timeouts[method];
      return new Promise((resolve, reject) => {
        const timer = setTimer(() => {
          if (pending.delete(id)) reject(new NativeChannelError('timeout', method));
        }, timeoutMs);
        pending.set(id, { method, resolve: resolve as (r: unknown) => void, reject, timer });
        try {
          post({ jijin: 1, kind: 'request', id, method, params });
        } catch {
          pending.delete(id);
          clearTimer(timer);
          reject(new NativeChannelError('unavailable', method));
        }
      });
    },
    notify(method, params) {
      if (transport === 'none') return false;
      try {
        post({ jijin: 1, kind: 'notify', method, params });
        return true;
      } catch {
        return false;
      }
    },
    dispose() {
      if (win[RECEIVE_FUNCTION_NAME] === receive) win[RECEIVE_FUNCTION_NAME] = previousReceive;
      for (const [id, call] of pending) {
        clearTimer(call.timer);
        call.reject(new NativeChannelError('disposed', call.method));
        pending.delete(id);
      }
    },
  };
}
