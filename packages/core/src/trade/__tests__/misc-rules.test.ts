import { describe, expect, it } from 'vitest';
import {
  isBetExpired,
  isPortfolioOwner,
  managerBuyState,
  showsFare,
  walletSellState,
} from '../misc-rules';

describe('wallet sell (bao) (001 §4)', () => {
  it('is disabled with 暂停转出 at zero and 余额不足 below the compare amount (001 §4)', () => {
    expect(walletSellState('0.00', '1')).toEqual({ enabled: false, message: '暂停转出' });
    expect(walletSellState(null, null)).toEqual({ enabled: false, message: '暂停转出' });
    expect(walletSellState('0.50', '1.00')).toEqual({ enabled: false, message: '余额不足' });
    expect(walletSellState('1.00', '1.00')).toEqual({ enabled: true, message: '' });
    expect(walletSellState('5', undefined)).toEqual({ enabled: true, message: '' });
  });
});

describe('other button rules (001 §4)', () => {
  it('disables the manager buy button when no fund is selected (001 §4)', () => {
    expect(managerBuyState(0)).toEqual({ enabled: false, message: '请选择要购买的基金' });
    expect(managerBuyState(2).enabled).toBe(true);
  });

  it('treats betting as expired unless available equals 0 (001 §4)', () => {
    expect(isBetExpired({ available: 0 })).toBe(false);
    expect(isBetExpired({ available: 1 })).toBe(true);
    expect(isBetExpired({})).toBe(true);
  });

  it('makes the user whose id equals the portfolio user its owner (001 §3)', () => {
    expect(isPortfolioOwner(7, { user: 7 })).toBe(true);
    expect(isPortfolioOwner('7', { user: { id: 7 } })).toBe(true);
    expect(isPortfolioOwner(8, { user: { id: 7 } })).toBe(false);
    expect(isPortfolioOwner(0, { user: 0 })).toBe(false);
    expect(isPortfolioOwner(null, { user: 7 })).toBe(false);
    expect(isPortfolioOwner(7, { user: null })).toBe(false);
  });

  it('shows an asset section fare when above 0 (000 §3)', () => {
    expect(showsFare('0.01')).toBe(true);
    expect(showsFare('0.00')).toBe(false);
    expect(showsFare(undefined)).toBe(false);
  });
});
