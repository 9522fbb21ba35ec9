import { describe, expect, it, vi } from 'vitest';
import { createBrowserBridge } from '../browser-bridge';

describe('createBrowserBridge (ARCHITECTURE.md host bridges: the public site)', () => {
  it('shows our header and never logs in in place', () => {
    const bridge = createBrowserBridge({
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1',
    });
    expect(bridge.kind).toBe('browser');
    expect(bridge.showHeader).toBe(true);
    expect(bridge.loginInPlace).toBe(false);
    expect(bridge.hostLogin).toBe(false);
    expect(bridge.client?.isIOS).toBe(true);
  });

  it('login(next) goes to /accounts/login/?next=<encoded path + query> and resolves null (spec 000 §2)', async () => {
    const assign = vi.fn();
    const bridge = createBrowserBridge({ assign, userAgent: '' });
    await expect(bridge.login('/s/000001/buy/?amount=100')).resolves.toBeNull();
    expect(assign).toHaveBeenCalledWith(
      '/accounts/login/?next=%2Fs%2F000001%2Fbuy%2F%3Famount%3D100',
    );
  });

  it('share shows the share mask; the app-only tools are not available; close goes home', async () => {
    const assign = vi.fn();
    const showShareMask = vi.fn();
    const bridge = createBrowserBridge({ assign, showShareMask, userAgent: '' });
    await bridge.share({ title: '华夏成长混合', link: 'https://example.invalid/s/000001/' });
    expect(showShareMask).toHaveBeenCalledTimes(1);
    await expect(bridge.openAppFeature('asset_health')).resolves.toBe(false);
    bridge.close();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('titles pages with the site name', () => {
    const setDocumentTitle = vi.fn();
    const bridge = createBrowserBridge({ setDocumentTitle, userAgent: '' });
    bridge.setTitle('我的资产');
    expect(setDocumentTitle).toHaveBeenCalledWith('我的资产 - 基金');
    bridge.setTitle('基金');
    expect(setDocumentTitle).toHaveBeenLastCalledWith('基金');
  });
});
