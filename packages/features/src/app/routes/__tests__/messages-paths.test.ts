import { describe, expect, it } from 'vitest';
import { appPaths } from '../index';

describe('the message centre’s screens are under /accounts/messages/ (designed, beside 我的)', () => {
  it('builds the inbox, a category, a message, the settings and the fund alerts', () => {
    expect(appPaths.messages()).toBe('/accounts/messages/');
    expect(appPaths.messages({ category: 'fixed' })).toBe('/accounts/messages/?category=fixed');
    expect(appPaths.messageDetail(12)).toBe('/accounts/messages/12/');
    expect(appPaths.messageSettings()).toBe('/accounts/messages/settings/');
    expect(appPaths.fundAlerts({ symbol: '000001' })).toBe(
      '/accounts/messages/alerts/?symbol=000001',
    );
  });
});
