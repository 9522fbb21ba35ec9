import { describe, expect, it } from 'vitest';
import {
  compareVersion,
  detectClient,
  isLoggedIn,
  isSmallScreen,
  readLoginState,
  usesNewAiRoutes,
} from '../client';

const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

describe('client detection (000 §6)', () => {
  it('detects a plain mobile browser on iOS and Android (000 §6)', () => {
    expect(detectClient(IOS_SAFARI)).toEqual({
      isFundApp: false,
      isStockApp: false,
      isFuturesApp: false,
      isNativeApp: false,
      isWechat: false,
      isMiniProgram: false,
      isAndroid: false,
      isIOS: true,
      isDarkTheme: false,
      appVersion: '',
    });
    expect(detectClient(ANDROID_CHROME).isAndroid).toBe(true);
    expect(detectClient(undefined).isNativeApp).toBe(false);
  });

  it('detects the native fund app, its version and dark theme (000 §6)', () => {
    const c = detectClient(`${ANDROID_CHROME} JijinFund/5.3.0 theme/dark`);
    expect(c).toMatchObject({
      isFundApp: true,
      isNativeApp: true,
      isAndroid: true,
      isDarkTheme: true,
      appVersion: '5.3.0',
    });
    expect(detectClient(`${IOS_SAFARI} JijinFund/5.2.1`)).toMatchObject({
      isDarkTheme: false,
      appVersion: '5.2.1',
      isIOS: true,
    });
  });

  it('detects the native stock and futures apps (000 §6)', () => {
    expect(detectClient(`${ANDROID_CHROME} JijinStock/3.1.0`)).toMatchObject({
      isStockApp: true,
      isFundApp: false,
      isNativeApp: true,
      appVersion: '3.1.0',
    });
    expect(detectClient(`${IOS_SAFARI} JijinFutures/2.0`)).toMatchObject({
      isFuturesApp: true,
      isNativeApp: true,
      appVersion: '2.0',
    });
  });

  it('ignores theme/dark outside the native apps (000 §6)', () => {
    expect(detectClient(`${ANDROID_CHROME} theme/dark`).isDarkTheme).toBe(false);
  });

  it('detects the messaging app and its mini-program (000 §6)', () => {
    const wx = `${ANDROID_CHROME} MicroMessenger/8.0.47.2560(0x28002F35) NetType/WIFI Language/zh_CN`;
    expect(detectClient(wx)).toMatchObject({ isWechat: true, isMiniProgram: false });
    expect(detectClient(`${wx} miniProgram`)).toMatchObject({
      isWechat: true,
      isMiniProgram: true,
    });
    expect(detectClient(`${ANDROID_CHROME} miniProgram`).isMiniProgram).toBe(false);
  });
});

describe('versions (001 §2)', () => {
  it('compares dotted versions numerically (001 §2 version 5.3.0)', () => {
    expect(compareVersion('5.10.0', '5.9.9')).toBe(1);
    expect(compareVersion('5.3', '5.3.0')).toBe(0);
    expect(compareVersion('5.2.9', '5.3.0')).toBe(-1);
    expect(compareVersion('x', '0')).toBe(0);
  });

  it('uses the newer AI routes from native 5.3.0 or outside the native app (001 §2)', () => {
    expect(usesNewAiRoutes(detectClient(IOS_SAFARI))).toBe(true);
    expect(usesNewAiRoutes(detectClient(`${IOS_SAFARI} JijinFund/5.3.0`))).toBe(true);
    expect(usesNewAiRoutes(detectClient(`${IOS_SAFARI} JijinFund/5.2.9`))).toBe(false);
  });
});

describe('logged-in state (000 §6)', () => {
  it('needs the page attribute and a user id; none means 0 (000 §6)', () => {
    expect(readLoginState('true', '42')).toEqual({ isLoggedIn: true, userId: 42 });
    expect(readLoginState(true, 7)).toEqual({ isLoggedIn: true, userId: 7 });
    expect(readLoginState('1', null)).toEqual({ isLoggedIn: false, userId: 0 });
    expect(readLoginState('false', 42)).toEqual({ isLoggedIn: false, userId: 42 });
    expect(readLoginState(undefined, '')).toEqual({ isLoggedIn: false, userId: 0 });
    expect(readLoginState('true', 'abc')).toEqual({ isLoggedIn: false, userId: 0 });
    expect(isLoggedIn('true', 1)).toBe(true);
    expect(isLoggedIn('true', 0)).toBe(false);
  });

  it('treats widths of 350 px or less as a small screen (000 §9)', () => {
    expect(isSmallScreen(350)).toBe(true);
    expect(isSmallScreen(351)).toBe(false);
  });
});
