/**
 * Generated SVG images for the URLs the API returns (avatars, bank logos, manager photos, ad
 * banners), so screens render without any external host.
 */
const PALETTE = [
  '#e8541e',
  '#1677ff',
  '#13a8a8',
  '#722ed1',
  '#d4380d',
  '#389e0d',
  '#c41d7f',
  '#faad14',
];

function hash(s: string): number {
  let h = 0;
  for (const ch of s) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}
function esc(s: string): string {
  return s.replace(
    /[<>&"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!,
  );
}

export function staticAsset(path: string): { body: string; type: string } | null {
  if (!/^[\w./-]+$/.test(path) || path.includes('..')) return null;
  const color = PALETTE[hash(path) % PALETTE.length]!;
  const svg = (w: number, h: number, label: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="100%" height="100%" rx="${Math.min(w, h) / 8}" fill="${color}"/><text x="50%" y="55%" font-size="${Math.round(h / 3)}" fill="#fff" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif">${esc(label)}</text></svg>`;
  const m = /^(avatar|banks|managers|ads|images)\/(.+)\.svg$/.exec(path);
  if (!m) return null;
  const [, kind, name] = m;
  if (kind === 'ads') return { body: svg(750, 200, name!.toUpperCase()), type: 'image/svg+xml' };
  if (kind === 'banks') return { body: svg(64, 64, name!.slice(0, 4)), type: 'image/svg+xml' };
  return { body: svg(96, 96, name!.split('/')[0]!.slice(0, 4)), type: 'image/svg+xml' };
}
