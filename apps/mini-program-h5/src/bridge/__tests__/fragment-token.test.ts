// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, createMemoryCookieJar, createMemoryStorage } from '@jijin/core';
import { TOKEN_STORAGE_KEY } from '@jijin/core/api';
import { takeFragmentToken, watchFragmentToken } from '../fragment-token';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('fragment token handoff from the mini-program', () => {
  it('takes the token and removes it from the URL, keeping path and query', () => {
    window.history.replaceState(null, '', '/s/000001/buy/?amount=100#token=abc.def-123');
    const token = takeFragmentToken(window.location, window.history);
    expect(token).toBe('abc.def-123');
    expect(window.location.href).toBe('http://localhost:3000/s/000001/buy/?amount=100');
    expect(window.location.hash).toBe('');
  });

  it('replaces the history entry instead of adding one', () => {
    window.history.replaceState({ idx: 0 }, '', '/accounts/mine/#token=t1');
    const length = window.history.length;
    const replace = vi.spyOn(window.history, 'replaceState');
    const push = vi.spyOn(window.history, 'pushState');
    takeFragmentToken(window.location, window.history);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();
    expect(window.history.length).toBe(length);
    expect(window.history.state).toEqual({ idx: 0 });
  });

  it('keeps the other fragment parameters', () => {
    window.history.replaceState(null, '', '/p/12/#from=share&token=t2&tab=1');
    expect(takeFragmentToken(window.location, window.history)).toBe('t2');
    expect(window.location.hash).toBe('#from=share&tab=1');
    expect(window.location.href).not.toContain('t2');
  });

  it('decodes an encoded token', () => {
    window.history.replaceState(null, '', '/#token=a%2Bb%3D');
    expect(takeFragmentToken(window.location, window.history)).toBe('a+b=');
  });

  it('leaves a URL without a token alone', () => {
    window.history.replaceState(null, '', '/s/000001/#section=nav');
    const replace = vi.spyOn(window.history, 'replaceState');
    expect(takeFragmentToken(window.location, window.history)).toBeNull();
    expect(replace).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('#section=nav');
  });

  it('removes an empty token parameter and returns null', () => {
    window.history.replaceState(null, '', '/accounts/mine/#token=');
    expect(takeFragmentToken(window.location, window.history)).toBeNull();
    expect(window.location.hash).toBe('');
  });

  it('the token lands under core TOKEN_STORAGE_KEY via setToken and is sent as the bearer token', async () => {
    window.history.replaceState(null, '', '/accounts/my_assets/#token=handed');
    const token = takeFragmentToken(window.location, window.history);
    const storage = createMemoryStorage();
    const seen: Array<{ auth: string | null; page: string }> = [];
    const api = createApiClient<object>({
      baseUrl: 'http://sandbox.test/api/v1',
      storage,
      cookies: createMemoryCookieJar(),
      fetch: async (request) => {
        seen.push({ auth: request.headers.get('Authorization'), page: window.location.href });
        return new Response('{}', { headers: { 'Content-Type': 'application/json' } });
      },
    });
    api.setToken(token);
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe('handed');
    await api.request('GET', '/accounts/settings/');
    // By the time the first request goes out the URL no longer holds the token.
    expect(seen).toEqual([
      { auth: 'Bearer handed', page: 'http://localhost:3000/accounts/my_assets/' },
    ]);
  });

  it('takes a token handed to the open page later (hash-only change, no reload)', async () => {
    window.history.replaceState(null, '', '/s/000001/buy/');
    const got: string[] = [];
    const stop = watchFragmentToken(window, (token) => got.push(token));
    window.location.hash = '#token=later';
    await vi.waitFor(() => expect(got).toEqual(['later']));
    expect(window.location.href).toBe('http://localhost:3000/s/000001/buy/');
    stop();
    window.location.hash = '#token=ignored';
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(got).toEqual(['later']);
  });
});
