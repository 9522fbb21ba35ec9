/**
 * Avatar upload (spec 000 §7 "avatar upload (returns avatar_xs to avatar_lg)"): the uploaded JPEG
 * or PNG is decoded, cropped to its centre square and scaled to the four sizes (box filter), each
 * stored as a PNG in `avatars` and served at `/static/avatar/<user>/<size>.png`.
 */
import { PNG } from 'pngjs';
import jpeg from 'jpeg-js';
import type { Ctx } from '../../ctx';
import { bad } from '../../http/errors';
import { AVATAR_SIZES, type AvatarSize } from '../../domain/serializers';
import type { StaticFile } from '../define';

/** Largest accepted upload, in bytes (contract: at most 5 MB). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

function decode(bytes: Uint8Array): Rgba {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const isPng = b.length > 8 && b.readUInt32BE(0) === 0x89504e47;
  const isJpeg = b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
  if (!isPng && !isJpeg) throw bad('avatar', '仅支持 JPG、PNG 格式的图片');
  try {
    if (isPng) {
      const png = PNG.sync.read(b);
      return { width: png.width, height: png.height, data: png.data };
    }
    const img = jpeg.decode(b, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: 40,
      maxMemoryUsageInMB: 256,
    });
    return { width: img.width, height: img.height, data: img.data };
  } catch {
    throw bad('avatar', '图片已损坏或过大，请换一张图片');
  }
}

/**
 * The centre square of `img` scaled to `n` x `n`: each target pixel averages the source block it
 * covers (at least one source pixel, so small images scale up by repetition).
 */
function squareScale(img: Rgba, n: number): Uint8Array {
  const side = Math.min(img.width, img.height);
  const ox = Math.floor((img.width - side) / 2);
  const oy = Math.floor((img.height - side) / 2);
  const out = new Uint8Array(n * n * 4);
  const edge = (i: number) => Math.floor((i * side) / n);
  for (let ty = 0; ty < n; ty++) {
    const y0 = edge(ty);
    const y1 = Math.max(y0 + 1, edge(ty + 1));
    for (let tx = 0; tx < n; tx++) {
      const x0 = edge(tx);
      const x1 = Math.max(x0 + 1, edge(tx + 1));
      const sum = [0, 0, 0, 0];
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++) {
          const i = ((oy + y) * img.width + ox + x) * 4;
          for (let k = 0; k < 4; k++) sum[k]! += img.data[i + k]!;
        }
      const count = (y1 - y0) * (x1 - x0);
      const o = (ty * n + tx) * 4;
      for (let k = 0; k < 4; k++) out[o + k] = Math.round(sum[k]! / count);
    }
  }
  return out;
}

/** Stores the four sizes of an uploaded picture for the user (replacing the previous ones). */
export async function storeAvatar(ctx: Ctx, userId: number, file: unknown): Promise<void> {
  if (!(file instanceof Blob)) throw bad('avatar', '请选择要上传的图片');
  if (file.size === 0) throw bad('avatar', '请选择要上传的图片');
  if (file.size > AVATAR_MAX_BYTES) throw bad('avatar', '图片不能超过5MB');
  const img = decode(new Uint8Array(await file.arrayBuffer()));
  const at = ctx.nowIso();
  const rows = (Object.entries(AVATAR_SIZES) as [AvatarSize, number][]).map(([size, n]) => {
    const png = new PNG({ width: n, height: n });
    png.data = Buffer.from(squareScale(img, n));
    return { size, data: PNG.sync.write(png) };
  });
  ctx.db.transaction(() => {
    const put = ctx.q(
      'INSERT OR REPLACE INTO avatars (user_id, size, mime, data, updated_at) VALUES (?, ?, ?, ?, ?)',
    );
    for (const r of rows) put.run(userId, r.size, 'image/png', r.data, at);
  })();
}

/** `/static/avatar/<user>/<size>.png` from the table; other paths are not this area's. */
export function avatarAsset(ctx: Ctx, path: string): StaticFile | null {
  const m = /^avatar\/(\d+)\/(xs|sm|md|lg)\.png$/.exec(path);
  if (!m) return null;
  const row = ctx
    .q('SELECT mime, data FROM avatars WHERE user_id = ? AND size = ?')
    .get(Number(m[1]), m[2]) as { mime: string; data: Buffer } | undefined;
  return row ? { body: new Uint8Array(row.data), type: row.mime } : null;
}
