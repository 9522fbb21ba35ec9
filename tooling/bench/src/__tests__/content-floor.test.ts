import { describe, expect, it } from 'vitest';
import { staticPage } from '../content-floor.ts';
import { contentFigures } from '../parts/lighthouse.ts';
import type { LighthouseResult } from '../lighthouse.ts';
import { notes } from '../report.ts';

const O = 'https://127.0.0.1:4000';

describe('a route as a static page (src/content-floor.ts)', () => {
  it('keeps the markup and the CSS, drops every script and script preload, and makes the app origin relative', () => {
    const html =
      '<html><head><link rel="stylesheet" href="/assets/a.css">' +
      '<script type="module" crossorigin src="/assets/i.js"></script>' +
      `<link rel="modulepreload" crossorigin href="${O}/assets/c.js">` +
      '<link rel="preload" as="script" href="/assets/d.js">' +
      '<style>.x{color:red}</style></head>' +
      `<body><div id="root"><img src="${O}/static/ads/home-1.svg" alt=""><p>基金</p></div>` +
      '<script>\nwindow.x = 1;\n</script></body></html>';
    expect(staticPage(html, O)).toBe(
      '<!doctype html>\n<html><head><link rel="stylesheet" href="/assets/a.css">' +
        '<style>.x{color:red}</style></head>' +
        '<body><div id="root"><img src="/static/ads/home-1.svg" alt=""><p>基金</p></div></body></html>',
    );
  });
});

describe('the content floors’ figures (README "Reading a failure")', () => {
  const lh = (workUntilLcpMs: number) =>
    ({
      url: 'https://h/',
      customer: false,
      runs: [],
      median: { workUntilLcpMs },
      spread: { workUntilLcpMs: [workUntilLcpMs - 10, workUntilLcpMs + 10] },
    }) as unknown as LighthouseResult;

  it('reports the elements and the work of each route’s DOM + CSS over the stack floor’s, without budget', () => {
    const f = contentFigures(
      [{ route: '/', customer: false, elements: 403, result: lh(330) }],
      lh(440),
    );
    expect(f.map((x) => [x.id, x.value, x.pass])).toEqual([
      ['lh./.contentElements', 403, null],
      ['lh./.contentWorkLcp', 330, null],
      ['lh./.contentWorkLcpRatio', 0.75, null],
    ]);
    expect(f[1]!.spread).toEqual([320, 340]);
  });

  it('says why a route’s content page was not measured, once for each route that failed', () => {
    const failed = (route: string) => ({
      route,
      customer: true,
      error: 'timeout',
    });
    const f = contentFigures([failed('/accounts/funds/'), failed('/s/000001/buy/')], lh(440));
    expect(f.every((x) => x.value === null && x.note?.includes('timeout'))).toBe(true);
    expect(f[0]!.label).toBe('/accounts/funds/ (logged in) elements rendered');
    // the same cause on two routes is two notes (`notes` prints a note text once)
    expect(notes(f)).toEqual([
      '/accounts/funds/ (logged in) elements rendered: the content page of /accounts/funds/ could not be measured: timeout',
      '/s/000001/buy/ (logged in) elements rendered: the content page of /s/000001/buy/ could not be measured: timeout',
    ]);
  });
});
