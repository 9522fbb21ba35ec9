import type { Page } from '@playwright/test';

/** A message the page posted to the native app (parsed JSON, protocol 1). */
export interface NativeMessage {
  jijin: number;
  kind: 'request' | 'notify';
  id?: string;
  method: string;
  params: Record<string, any>;
  /** The page URL when it was posted. */
  url: string;
}

/** How the fake app answers; each handler returns the `result` (or throws `{ code }`). */
export interface FakeNativeOptions {
  transport?: 'ios' | 'android';
  app?: 'fund' | 'stock' | 'futures';
  version?: string;
  protocol?: number;
  capabilities?: string[];
  /** Answers `login` (default: cancelled). Return the token, or null for a cancelled login. */
  onLogin?: (next: string) => Promise<string | null>;
  /** Answers `share` (default: shared). */
  onShare?: (params: Record<string, unknown>) => Promise<boolean>;
}

/** What the fake app recorded. */
export interface FakeNativeHost {
  readonly messages: NativeMessage[];
  /** Messages of one method. */
  calls(method: string): NativeMessage[];
}

/**
 * Turns a page into the inside of the native app: injects the iOS WKWebView message handler
 * `window.webkit.messageHandlers.jijin` (or the Android `window.JijinAndroid` interface) before
 * any page script runs, records every message the page posts, and answers requests the way the
 * native side does — by calling `window.__jijinNativeReceive(json)` (apps/native-webview/README.md).
 * Use with the native apps' user agents (`test.use({ userAgent: UA.fundIos530 })`).
 */
export async function installFakeNativeHost(
  page: Page,
  options: FakeNativeOptions = {},
): Promise<FakeNativeHost> {
  const messages: NativeMessage[] = [];
  const capabilities = options.capabilities ?? [
    'login',
    'share',
    'setTitle',
    'openAppFeature',
    'close',
  ];

  const respond = async (id: string, body: Record<string, unknown>) => {
    const json = JSON.stringify({ jijin: 1, kind: 'response', id, ...body });
    await page
      .evaluate((message) => (window as any).__jijinNativeReceive?.(message), json)
      .catch(() => {
        // The page navigated away meanwhile: a real app's answer would be lost the same way.
      });
  };

  const answer = async (msg: NativeMessage): Promise<Record<string, unknown>> => {
    try {
      switch (msg.method) {
        case 'hello':
          return {
            ok: true,
            result: {
              protocol: options.protocol ?? 1,
              app: options.app ?? 'fund',
              version: options.version ?? '5.3.0',
              capabilities,
            },
          };
        case 'login': {
          const token = options.onLogin ? await options.onLogin(String(msg.params.next)) : null;
          return token
            ? { ok: true, result: { token } }
            : { ok: false, error: { code: 'cancelled' } };
        }
        case 'share':
          return {
            ok: true,
            result: { shared: options.onShare ? await options.onShare(msg.params) : true },
          };
        case 'openAppFeature':
          return { ok: true, result: { opened: true } };
        default:
          return { ok: false, error: { code: 'unsupported' } };
      }
    } catch (error) {
      return { ok: false, error: { code: 'failed', message: String(error) } };
    }
  };

  await page.exposeFunction('__e2eNativePost', (raw: unknown, url: string) => {
    if (typeof raw !== 'string')
      throw new Error(`the page must post JSON strings, got ${typeof raw}`);
    const msg = { ...(JSON.parse(raw) as Omit<NativeMessage, 'url'>), url };
    messages.push(msg);
    if (msg.kind === 'request' && msg.id) void answer(msg).then((body) => respond(msg.id!, body));
  });

  await page.addInitScript((transport: 'ios' | 'android') => {
    const post = (message: unknown) => void (window as any).__e2eNativePost(message, location.href);
    if (transport === 'android') (window as any).JijinAndroid = { postMessage: post };
    else (window as any).webkit = { messageHandlers: { jijin: { postMessage: post } } };
  }, options.transport ?? 'ios');

  return {
    messages,
    calls: (method) => messages.filter((m) => m.method === method),
  };
}
