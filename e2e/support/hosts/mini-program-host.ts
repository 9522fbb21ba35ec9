import type { Page } from '@playwright/test';

/** A `wx.miniProgram.*` call as the messaging app's JS bridge received it. */
export interface WxInvocation {
  /** `navigateTo`, `postMessage`, `navigateBack`, … */
  api: string;
  arg: Record<string, any>;
  /** The page URL when it was called. */
  url: string;
}

/** What the fake mini-program recorded. */
export interface FakeMiniProgram {
  readonly invocations: WxInvocation[];
  calls(api: string): WxInvocation[];
  /** Every URL the page had when it made a request to /api (to prove the token left the URL first). */
  readonly requestUrls: string[];
}

/**
 * Turns a page into the mini-program's web-view: the messaging app's `WeixinJSBridge` (which the
 * real `weixin-js-sdk` calls for every `wx.miniProgram.*` as `invokeMiniProgramAPI`) and
 * `window.__wxjs_environment = 'miniprogram'` (what `wx.miniProgram.getEnv` reads), injected
 * before any page script. The SDK in the bundle runs unchanged; this records what it invokes.
 * Use with the mini-program user agent (`test.use({ userAgent: UA.miniProgramIos })`).
 */
export async function installFakeMiniProgram(page: Page): Promise<FakeMiniProgram> {
  const invocations: WxInvocation[] = [];
  const requestUrls: string[] = [];
  await page.exposeFunction('__e2eWxInvoke', (raw: string, url: string) => {
    const { name, args } = JSON.parse(raw) as {
      name: string;
      args: { name?: string; arg?: Record<string, any> };
    };
    if (name === 'invokeMiniProgramAPI')
      invocations.push({ api: String(args.name), arg: args.arg ?? {}, url });
  });
  await page.exposeFunction('__e2eApiFrom', (url: string) => void requestUrls.push(url));
  await page.addInitScript(() => {
    (window as any).__wxjs_environment = 'miniprogram';
    (window as any).WeixinJSBridge = {
      invoke(name: string, args: unknown, callback?: (res: unknown) => void) {
        void (window as any).__e2eWxInvoke(JSON.stringify({ name, args }), location.href);
        callback?.({ errMsg: `${name}:ok` });
      },
      on() {},
      call() {},
    };
    // Note the page URL at every /api call, as the page itself sees it at that moment.
    const fetch = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const target =
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (new URL(target, location.href).pathname.startsWith('/api/'))
        void (window as any).__e2eApiFrom(location.href);
      return fetch(input, init);
    };
  });
  return {
    invocations,
    calls: (api) => invocations.filter((i) => i.api === api),
    requestUrls,
  };
}
