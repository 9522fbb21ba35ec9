import { describe, expect, it } from 'vitest';
import { createNativeChannel, NativeChannelError } from '../channel';
import { DEFAULT_TIMEOUTS_MS } from '../protocol';
import { fakeNativeWindow, manualTimers } from './fake-native';

describe('native channel', () => {
  it('posts a JSON request envelope with a fresh id to the iOS message handler', () => {
    const { win, posted } = fakeNativeWindow('ios');
    const channel = createNativeChannel({ win });
    void channel.request('login', { next: '/s/000001/buy/' });
    void channel.request('openAppFeature', { feature: 'asset_health' });
    expect(channel.transport).toBe('ios');
    expect(posted).toEqual([
      { jijin: 1, kind: 'request', id: 'w1', method: 'login', params: { next: '/s/000001/buy/' } },
      {
        jijin: 1,
        kind: 'request',
        id: 'w2',
        method: 'openAppFeature',
        params: { feature: 'asset_health' },
      },
    ]);
  });

  it('uses the Android JavascriptInterface when there is no iOS handler', () => {
    const { win, posted } = fakeNativeWindow('android');
    const channel = createNativeChannel({ win });
    expect(channel.transport).toBe('android');
    expect(channel.notify('setTitle', { title: '基金详情' })).toBe(true);
    expect(posted).toEqual([
      { jijin: 1, kind: 'notify', method: 'setTitle', params: { title: '基金详情' } },
    ]);
  });

  it('resolves each request with the response that carries its id, whatever the order', async () => {
    const { win, respond } = fakeNativeWindow();
    const channel = createNativeChannel({ win });
    const login = channel.request('login', { next: '/' });
    const feature = channel.request('openAppFeature', { feature: 'fund_model' });
    respond('w2', { ok: true, result: { opened: true } });
    respond('w1', { ok: true, result: { token: 'tok-1' } });
    await expect(feature).resolves.toEqual({ opened: true });
    await expect(login).resolves.toEqual({ token: 'tok-1' });
  });

  it('accepts a response passed as an object literal instead of a JSON string', async () => {
    const { win } = fakeNativeWindow();
    const channel = createNativeChannel({ win });
    const call = channel.request('share', { title: 't', link: 'https://x/' });
    win.__jijinNativeReceive?.({
      jijin: 1,
      kind: 'response',
      id: 'w1',
      ok: true,
      result: { shared: true },
    });
    await expect(call).resolves.toEqual({ shared: true });
  });

  it('rejects with rejected and the native code when the app answers ok: false', async () => {
    const { win, respond } = fakeNativeWindow();
    const channel = createNativeChannel({ win });
    const call = channel.request('login', { next: '/' });
    respond('w1', { ok: false, error: { code: 'cancelled' } });
    await expect(call).rejects.toMatchObject({
      code: 'rejected',
      nativeCode: 'cancelled',
      method: 'login',
    });
  });

  it('rejects with timeout after the method timeout and ignores the late answer', async () => {
    const { win, respond } = fakeNativeWindow();
    const timers = manualTimers();
    const channel = createNativeChannel({ win, ...timers });
    const call = channel.request('openAppFeature', { feature: 'asset_health' });
    timers.advance(DEFAULT_TIMEOUTS_MS.openAppFeature - 1);
    let settled = false;
    void call.then(
      () => (settled = true),
      () => (settled = true),
    );
    await Promise.resolve();
    expect(settled).toBe(false);
    timers.advance(1);
    await expect(call).rejects.toBeInstanceOf(NativeChannelError);
    await expect(call).rejects.toMatchObject({ code: 'timeout' });
    expect(() => respond('w1', { ok: true, result: { opened: true } })).not.toThrow();
  });

  it('clears the timer when the answer comes in time', async () => {
    const { win, respond } = fakeNativeWindow();
    const timers = manualTimers();
    const channel = createNativeChannel({ win, ...timers });
    const call = channel.request('hello', { protocol: { min: 1, max: 1 }, bridge: 'b', page: '/' });
    expect(timers.pending).toBe(1);
    respond('w1', { ok: true, result: { protocol: 1 } });
    await call;
    expect(timers.pending).toBe(0);
  });

  it('takes a per-call timeout over the default', async () => {
    const { win } = fakeNativeWindow();
    const timers = manualTimers();
    const channel = createNativeChannel({ win, ...timers });
    const call = channel.request('login', { next: '/' }, { timeoutMs: 10 });
    timers.advance(10);
    await expect(call).rejects.toMatchObject({ code: 'timeout' });
  });

  it('ignores messages that are not protocol-1 responses', async () => {
    const { win, respond } = fakeNativeWindow();
    const channel = createNativeChannel({ win });
    const call = channel.request('login', { next: '/' });
    win.__jijinNativeReceive?.('not json');
    win.__jijinNativeReceive?.(
      JSON.stringify({ kind: 'response', id: 'w1', ok: true, result: { token: 'x' } }),
    );
    win.__jijinNativeReceive?.(
      JSON.stringify({ jijin: 2, kind: 'response', id: 'w1', ok: true, result: {} }),
    );
    respond('w1', { ok: true, result: { token: 'real' } });
    await expect(call).resolves.toEqual({ token: 'real' });
  });

  it('rejects with unavailable at once when the page is not inside the native app', async () => {
    const { win } = fakeNativeWindow('none');
    const channel = createNativeChannel({ win });
    expect(channel.transport).toBe('none');
    await expect(channel.request('login', { next: '/' })).rejects.toMatchObject({
      code: 'unavailable',
    });
    expect(channel.notify('close', {})).toBe(false);
  });

  it('rejects pending calls with disposed and removes its receive function on dispose', async () => {
    const { win } = fakeNativeWindow();
    const channel = createNativeChannel({ win });
    const call = channel.request('login', { next: '/' });
    channel.dispose();
    await expect(call).rejects.toMatchObject({ code: 'disposed' });
    expect(win.__jijinNativeReceive).toBeUndefined();
  });
});
