import { describe, expect, it, vi } from 'vitest';
import { detectClient } from '@jijin/core/navigation';
import {
  createMiniProgramBridge,
  LOGIN_DEDUPE_MS,
  type MiniProgramFallbacks,
} from '../mini-program-bridge';
import {
  GET_ENV_TIMEOUT_MS,
  MINI_PROGRAM_BRIDGE_MARKER,
  MINI_PROGRAM_SHARE_TIP,
  type WxMiniProgram,
} from '../protocol';

const MINI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x18003237) NetType/WIFI Language/zh_CN miniProgram/wx1234567890';

function fakeSdk(env: boolean | 'never' = true) {
  const calls: Array<{ api: string; arg: unknown }> = [];
  const sdk: WxMiniProgram = {
    navigateTo: (o) => void calls.push({ api: 'navigateTo', arg: o.url }),
    navigateBack: (o) => void calls.push({ api: 'navigateBack', arg: o }),
    postMessage: (o) => void calls.push({ api: 'postMessage', arg: o.data }),
    getEnv: (cb) => {
      if (env !== 'never') cb({ miniprogram: env });
    },
  };
  return { sdk, calls };
}

let clock = 0;

function setup(env: boolean | 'never' = true, loadFails = false) {
  const { sdk, calls } = fakeSdk(env);
  const timers: Array<() => void> = [];
  const fallbacks: MiniProgramFallbacks = {
    navigate: vi.fn(),
    setDocumentTitle: vi.fn(),
    showShareGuide: vi.fn(),
    goHome: vi.fn(),
  };
  const setTimer = vi.fn((cb: () => void) => void timers.push(cb));
  const bridge = createMiniProgramBridge({
    loadSdk: () => (loadFails ? Promise.reject(new Error('offline')) : Promise.resolve(sdk)),
    client: detectClient(MINI_UA),
    fallbacks,
    origin: 'https://h5.example.com',
    setTimer,
    now: () => clock,
    warn: vi.fn(),
  });
  return { bridge, calls, fallbacks, timers, setTimer };
}

describe('mini-program bridge', () => {
  it('hides the header, never logs in in place, and reports the mini-program client', () => {
    const { bridge } = setup();
    expect(bridge.kind).toBe('mini-program');
    expect(bridge.showHeader).toBe(false);
    expect(bridge.loginInPlace).toBe(false);
    expect(bridge.client).toMatchObject({
      isWechat: true,
      isMiniProgram: true,
      isNativeApp: false,
    });
  });

  it('detects the web-view with getEnv', async () => {
    const { bridge } = setup(true);
    await expect(bridge.connect()).resolves.toBe(true);
    expect(bridge.inMiniProgram).toBe(true);
    expect(bridge.hostLogin).toBe(true);
  });

  it('is not in the mini-program when getEnv says so, never answers, or the SDK fails to load', async () => {
    await expect(setup(false).bridge.connect()).resolves.toBe(false);

    const silent = setup('never');
    const connecting = silent.bridge.connect();
    await vi.waitFor(() =>
      expect(silent.setTimer).toHaveBeenCalledWith(expect.any(Function), GET_ENV_TIMEOUT_MS),
    );
    silent.timers.forEach((cb) => cb());
    await expect(connecting).resolves.toBe(false);

    const broken = setup(true, true);
    await expect(broken.bridge.connect()).resolves.toBe(false);
    expect(broken.bridge.hostLogin).toBe(false);
  });

  it('login navigates to the mini-program login page with the encoded return path', async () => {
    const { bridge, calls, fallbacks } = setup();
    await bridge.connect();
    await expect(bridge.login('/s/000001/buy/?amount=1000')).resolves.toBeNull();
    expect(calls).toEqual([
      { api: 'navigateTo', arg: '/pages/login/index?next=%2Fs%2F000001%2Fbuy%2F%3Famount%3D1000' },
    ]);
    expect(fallbacks.navigate).not.toHaveBeenCalled();
  });

  it('opens one login page when a 401 and the guarded login route ask at once', async () => {
    const { bridge, calls } = setup();
    await bridge.connect();
    clock = 10_000;
    await bridge.login('/s/000001/buy/');
    clock += 50;
    await bridge.login('/s/000001/buy/');
    expect(calls.filter((c) => c.api === 'navigateTo')).toHaveLength(1);
    // A different page, or the same one asked again later (the user came back), opens again.
    await bridge.login('/accounts/mine/');
    clock += LOGIN_DEDUPE_MS;
    await bridge.login('/s/000001/buy/');
    expect(calls.filter((c) => c.api === 'navigateTo')).toHaveLength(3);
  });

  it('login goes to the web login page outside the mini-program', async () => {
    const { bridge, calls, fallbacks } = setup(false);
    await bridge.connect();
    await bridge.login('/accounts/mine/');
    expect(calls).toEqual([]);
    expect(fallbacks.navigate).toHaveBeenCalledWith('/accounts/login/?next=%2Faccounts%2Fmine%2F');
  });

  it('share posts the payload to the mini-program and shows the guide to its share menu', async () => {
    const { bridge, calls, fallbacks } = setup();
    await bridge.connect();
    await bridge.share({
      title: '易方达蓝筹精选',
      desc: '基金详情',
      link: 'https://h5.example.com/s/005827/?from=share',
    });
    expect(calls).toEqual([
      {
        api: 'postMessage',
        arg: {
          jijin: MINI_PROGRAM_BRIDGE_MARKER,
          type: 'share',
          title: '易方达蓝筹精选',
          desc: '基金详情',
          path: '/s/005827/?from=share',
          link: 'https://h5.example.com/s/005827/?from=share',
          imgUrl: undefined,
        },
      },
    ]);
    expect(fallbacks.showShareGuide).toHaveBeenCalledWith(MINI_PROGRAM_SHARE_TIP);
  });

  it('notify posts a message-centre notice to the mini-program, and declines outside it', async () => {
    const { bridge, calls } = setup();
    await bridge.connect();
    const notice = {
      id: 4,
      title: '定投扣款成功',
      body: '扣款200.00元',
      link: '/accounts/messages/4/',
    };
    await expect(bridge.notify!(notice)).resolves.toBe(true);
    expect(calls).toEqual([
      {
        api: 'postMessage',
        arg: {
          jijin: MINI_PROGRAM_BRIDGE_MARKER,
          type: 'notify',
          id: 4,
          title: '定投扣款成功',
          body: '扣款200.00元',
          path: '/accounts/messages/4/',
        },
      },
    ]);
    const outside = setup(false);
    await outside.bridge.connect();
    await expect(outside.bridge.notify!(notice)).resolves.toBe(false);
    expect(outside.calls).toEqual([]);
  });

  it('close goes back in the mini-program, home outside it', async () => {
    const inside = setup();
    await inside.bridge.connect();
    inside.bridge.close();
    expect(inside.calls).toEqual([{ api: 'navigateBack', arg: { delta: 1 } }]);

    const outside = setup(false);
    await outside.bridge.connect();
    outside.bridge.close();
    expect(outside.fallbacks.goHome).toHaveBeenCalled();
  });

  it('has no app-only features and sets the title the web-view bar shows', async () => {
    const { bridge, fallbacks } = setup();
    await expect(bridge.openAppFeature('asset_health')).resolves.toBe(false);
    bridge.setTitle('我的资产');
    expect(fallbacks.setDocumentTitle).toHaveBeenCalledWith('我的资产');
  });
});
