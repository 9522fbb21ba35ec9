import { describe, expect, it } from 'vitest';
import { appPaths } from '../index';

describe('every entry of appPaths (typed cross-area paths)', () => {
  it('builds an absolute path of our origin with every required argument filled', () => {
    const entries = Object.entries(appPaths) as [string, (...a: unknown[]) => string][];
    expect(entries.length).toBeGreaterThan(50);
    for (const [name, build] of entries) {
      const args = Array.from({ length: build.length }, () => '7');
      const path = build(...args);
      expect(path, name).toMatch(/^\/(?!\/)/); // '/' (home) included, never '//host'
      expect(path, name).not.toMatch(/undefined|null|\/\//);
      // A required argument shows in the path; an optional query (`coins(q?)`) may be ignored.
      const optional = (() => {
        try {
          return build() === path;
        } catch {
          return false;
        }
      })();
      if (build.length > 0 && !optional) expect(path, name).toContain('7');
    }
  });
});
