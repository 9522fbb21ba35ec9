import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage';
import { createMemoryCookieJar } from '../cookies';
import { fixedClock, systemClock } from '../clock';

describe('ports', () => {
  it('memory storage returns null for a missing key and round-trips values', () => {
    const storage = createMemoryStorage({ a: '1' });
    expect(storage.getItem('a')).toBe('1');
    expect(storage.getItem('b')).toBeNull();
    storage.setItem('b', '2');
    expect(storage.getItem('b')).toBe('2');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
  });

  it('memory cookie jar returns undefined for a missing cookie', () => {
    const jar = createMemoryCookieJar({ csrftoken: 'x' });
    expect(jar.get('csrftoken')).toBe('x');
    jar.set('next', '/');
    expect(jar.get('next')).toBe('/');
    jar.remove('next');
    expect(jar.get('next')).toBeUndefined();
  });

  it('a fixed clock stays put and the system clock moves with Date.now', () => {
    expect(fixedClock(42).now()).toBe(42);
    const before = Date.now();
    expect(systemClock.now()).toBeGreaterThanOrEqual(before);
  });
});
