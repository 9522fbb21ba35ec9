import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSandbox } from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';
import { AD_AREAS } from '../ads';

describe('banner ads carry their own creative (spec 000 §7 ads by banner code, 001 §9 banner)', () => {
  let sb: SandboxApp;
  beforeAll(() => {
    sb = freshSandbox();
  });
  afterAll(() => sb.close());

  it('spec 000 §7: every ad of every banner code serves an SVG banner that shows its title (our seed content)', async () => {
    for (const [code, ads] of Object.entries(AD_AREAS)) {
      const r = await sb.fetch(new Request('http://sandbox.test/api/v1/ads/area/' + code + '/'));
      const list = (await r.json()) as { image: string; title: string }[];
      expect(list).toHaveLength(ads.length);
      for (const ad of list) {
        const path = new URL(ad.image).pathname;
        const img = await sb.fetch(new Request('http://sandbox.test' + path));
        expect(img.status).toBe(200);
        expect(img.headers.get('content-type')).toBe('image/svg+xml');
        const svg = await img.text();
        expect(svg).toContain(ad.title.split('：')[0]);
        expect(svg).not.toMatch(/>[A-Z]+-\d+</);
        expect(svg).toContain('示例');
      }
    }
  });
});
