import { describe, expect, it } from 'vitest';
import { RawJson } from '../registry';

describe('RawJson (a cached answer)', () => {
  it('encodes its text as UTF-8 once and hands out the same bytes after', () => {
    const raw = new RawJson('{"name":"华夏成长混合"}');
    const bytes = raw.bytes();
    expect(Buffer.from(bytes).toString('utf8')).toBe('{"name":"华夏成长混合"}');
    expect(raw.bytes()).toBe(bytes);
  });
});
