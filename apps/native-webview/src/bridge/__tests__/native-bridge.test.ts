import { describe, expect, it, vi } from 'vitest';
import {
  createApiClient,
  createMemoryCookieJar,
  createMemoryStorage,
  createUnauthorizedHook,
} from '@jijin/core';
import { detectClient, usesNewAiRoutes } from '@jijin/core/navigation';
import { createNativeChannel } from '../channel';
import { createNativeBridge, type NativeFallbacks } from '../native-bridge';
import { NATIVE_BRIDGE_MARKER } from '../protocol';
import { fakeNativeWindow, manualTimers, type Posted } from './fake-native';

const FUND_530 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 JijinFund/5.3.0';
const STOCK_529 =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 JijinStock/5.2.9';
const ALL: string[] = ['login', 'share', 'setTitle', 'openAppFeature', 'close'];

function setup(options: { ua?: string; transport?: 'ios' | 'android' | 'none' } = {}) {
  const native = fakeNativeWindow(options.transport ?? 'ios');
  const timers = manualTimers();
  const channel = createNativeChannel({ win: native.win, ...timers });
  const fallbacks: NativeFallbacks = {
    navigate: vi.fn(),
    setDocumentTitle: vi.fn(),
    showShareGuide: vi.fn(),
    goHome: vi.fn(),
  };
  const warn = vi.fn();
  const bridge = createNativeBridge({
    channel,
    client: detectClient(options.ua ?? FUND_530),
    fallbacks,
    currentPath: () => '/s/000001/',
    warn,
  });
  const last = (): Posted => native.posted[native.posted.length - 1]!;
  /** Let the bridge post what it posts after an await. */
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Answer the hello the way a protocol-1 fund app does. */
  const connect = async (result: Record<string, unknown> = {}) => {
    const session = bridge.connect();
    native.respond(last().id!, {
      ok: true,
      result: { protocol: 1, app: 'fund', version: '5.3.0', capabilities: ALL, ...result },
    });
    return session;
  };
  return { ...native, timers, bridge, fallbacks, warn, last, connect, flush };
}

describe('native bridge: version negotiation (hello)', () => {
  it('opens with hello carrying the protocol range, its marker and the page', () => {
    const t = setup();
    void t.bridge.connect();
    expect(t.last()).toEqual({
      jijin: 1,
      kind: 'request',
      id: 'w1',
      method: 'hello',
      params: { protocol: { min: 1, max: 1 }, bridge: NATIVE_BRIDGE_MARKER, page: '/s/000001/' },
    });
  });

  it('keeps the session the app reports: kind, version and capabilities', async () => {
    const t = setup();
    const session = await t.connect({ capabilities: ['login', 'share'] });
    expect(session).toMatchObject({ protocol: 1, app: 'fund', version: '5.3.0' });
    expect([...session!.capabilities]).toEqual(['login', 'share']);
    expect(t.bridge.session).toBe(session);
    expect(t.bridge.loginInPlace).toBe(true);
    expect(t.bridge.hostLogin).toBe(true);
  });

  it('sends hello once however often connect is called', async () => {
    const t = setup();
    const a = t.bridge.connect();
    const b = t.bridge.connect();
    expect(a).toBe(b);
    expect(t.posted.filter((m) => m.method === 'hello')).toHaveLength(1);
  });

  it('refuses an app that speaks only a newer protocol and falls back to the web', async () => {
    const t = setup();
    const session = await t.connect({ protocol: 2 });
    expect(session).toBeNull();
    expect(t.bridge.loginInPlace).toBe(false);
    expect(t.warn).toHaveBeenCalledWith(expect.stringContaining('protocol 2'));
    await expect(t.bridge.login('/s/000001/buy/')).resolves.toBeNull();
    expect(t.fallbacks.navigate).toHaveBeenCalledWith(
      '/accounts/login/?next=%2Fs%2F000001%2Fbuy%2F',
    );
  });

  it('gives up after 1,500 ms without an answer (an app too old to have the bridge)', async () => {
    const t = setup();
    const session = t.bridge.connect();
    t.timers.advance(1_500);
    await expect(session).resolves.toBeNull();
    expect(t.bridge.loginInPlace).toBe(false);
  });

  it('resolves null at once when there is no native handler at all', async () => {
    const t = setup({ transport: 'none' });
    await expect(t.bridge.connect()).resolves.toBeNull();
    expect(t.warn).not.toHaveBeenCalled();
  });

  it('works over the Android interface the same way', async () => {
    const t = setup({ transport: 'android', ua: STOCK_529 });
    const session = await t.connect({ app: 'stock', version: '5.2.9' });
    expect(session?.app).toBe('stock');
  });
});

describe('native bridge: the HostBridge port', () => {
  it('hides the header and reports the client detected from the app user agent', () => {
    const t = setup({ ua: STOCK_529 });
    expect(t.bridge.kind).toBe('native');
    expect(t.bridge.showHeader).toBe(false);
    expect(t.bridge.client).toMatchObject({
      isStockApp: true,
      isAndroid: true,
      appVersion: '5.2.9',
    });
  });

  it('uses the newer AI chat routes from app version 5.3.0 on, not before (spec 001 §2 AI chat)', () => {
    expect(usesNewAiRoutes(setup({ ua: FUND_530 }).bridge.client!)).toBe(true);
    expect(usesNewAiRoutes(setup({ ua: STOCK_529 }).bridge.client!)).toBe(false);
  });

  it('login asks the app with next and resolves the token it hands back', async () => {
    const t = setup();
    await t.connect();
    const token = t.bridge.login('/s/000001/buy/?amount=100');
    expect(t.last()).toMatchObject({
      kind: 'request',
      method: 'login',
      params: { next: '/s/000001/buy/?amount=100' },
    });
    t.respond(t.last().id!, { ok: true, result: { token: 'fresh' } });
    await expect(token).resolves.toBe('fresh');
    expect(t.fallbacks.navigate).not.toHaveBeenCalled();
  });

  it('login resolves null when the user cancels in the app', async () => {
    const t = setup();
    await t.connect();
    const token = t.bridge.login('/');
    t.respond(t.last().id!, { ok: false, error: { code: 'cancelled' } });
    await expect(token).resolves.toBeNull();
    expect(t.warn).not.toHaveBeenCalled();
  });

  it('share hands the payload to the native share sheet', async () => {
    const t = setup();
    await t.connect();
    const done = t.bridge.share({
      title: '易方达蓝筹精选',
      link: 'https://example.com/s/005827/',
      desc: '基金详情',
    });
    expect(t.last()).toMatchObject({
      method: 'share',
      params: { title: '易方达蓝筹精选', link: 'https://example.com/s/005827/', desc: '基金详情' },
    });
    t.respond(t.last().id!, { ok: true, result: { shared: true } });
    await expect(done).resolves.toBeUndefined();
    expect(t.fallbacks.showShareGuide).not.toHaveBeenCalled();
  });

  it('share shows the web share guide when the app cannot share', async () => {
    const t = setup();
    await t.connect({ capabilities: ['login'] });
    await t.bridge.share({ title: 't', link: 'https://x/' });
    expect(t.fallbacks.showShareGuide).toHaveBeenCalled();
  });

  it('setTitle sets document.title and notifies the app', async () => {
    const t = setup();
    await t.connect();
    t.bridge.setTitle('买入');
    expect(t.fallbacks.setDocumentTitle).toHaveBeenCalledWith('买入');
    expect(t.last()).toEqual({
      jijin: 1,
      kind: 'notify',
      method: 'setTitle',
      params: { title: '买入' },
    });
  });

  it('notify hands a message-centre notice to the app, and declines without the capability', async () => {
    const t = setup();
    await t.connect({ capabilities: [...ALL, 'notify'] });
    const notice = {
      id: 3,
      title: '买入确认成功',
      body: '确认份额885.98份',
      link: '/accounts/messages/3/',
    };
    await expect(t.bridge.notify!(notice)).resolves.toBe(true);
    expect(t.last()).toEqual({ jijin: 1, kind: 'notify', method: 'notify', params: notice });
    const old = setup();
    await old.connect();
    const before = old.posted.length;
    await expect(old.bridge.notify!(notice)).resolves.toBe(false);
    expect(old.posted.length).toBe(before);
  });

  it('openAppFeature resolves what the app answers, and false when it cannot', async () => {
    const t = setup();
    await t.connect();
    const opened = t.bridge.openAppFeature('asset_health');
    t.respond(t.last().id!, { ok: true, result: { opened: true } });
    await expect(opened).resolves.toBe(true);

    const old = setup();
    await old.connect({ capabilities: [] });
    await expect(old.bridge.openAppFeature('fund_model')).resolves.toBe(false);
  });

  it('close asks the app to close the web view, or goes home without the capability', async () => {
    const t = setup();
    await t.connect();
    t.bridge.close();
    expect(t.last()).toMatchObject({ kind: 'notify', method: 'close' });
    expect(t.fallbacks.goHome).not.toHaveBeenCalled();

    const old = setup();
    await old.connect({ capabilities: [] });
    old.bridge.close();
    expect(old.fallbacks.goHome).toHaveBeenCalled();
  });
});

describe('native bridge with the API client: a 401 is recovered in place', () => {
  it('asks the app for a token and retries the call that got 401 with it', async () => {
    const t = setup();
    await t.connect();
    const seen: Array<string | null> = [];
    const fetch = async (request: Request) => {
      const auth = request.headers.get('Authorization');
      seen.push(auth);
      return auth === 'Bearer fresh'
        ? new Response(JSON.stringify({ total_assets: '100.00' }), {
            headers: { 'Content-Type': 'application/json' },
          })
        : new Response(JSON.stringify({ detail: 'expired' }), {
            status: 401,
            headers: { 'Content-Type': 'application/json' },
          });
    };
    const storage = createMemoryStorage({ ls_access_token: 'stale' });
    const notify = vi.fn();
    const api = createApiClient<object>({
      baseUrl: 'http://sandbox.test/api/v1',
      storage,
      cookies: createMemoryCookieJar(),
      fetch,
      onUnauthorized: createUnauthorizedHook({
        bridge: t.bridge,
        currentPath: () => '/accounts/my_assets/',
        notify,
      }),
    });
    const answer = api.request('GET', '/accounts/assets/');
    await vi.waitFor(() => expect(t.last().method).toBe('login'));
    expect(t.last().params).toEqual({ next: '/accounts/my_assets/' });
    t.respond(t.last().id!, { ok: true, result: { token: 'fresh' } });
    await expect(answer).resolves.toEqual({ total_assets: '100.00' });
    expect(seen).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(storage.getItem('ls_access_token')).toBe('fresh');
    expect(notify).not.toHaveBeenCalled();
    expect(t.fallbacks.navigate).not.toHaveBeenCalled();
  });
});
