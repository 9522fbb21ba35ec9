/**
 * The transports of the dispatcher: the fetch adapter (in-process tests, Hono), the node
 * adapter (src/main.ts) with its gzip encoding, the dev endpoints' origin rule, and the Hono
 * application around them.
 */
import { gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono } from 'hono';
import type { Ctx } from '../ctx';
import {
  BASE,
  JSON_HEADERS,
  dispatchCore,
  runDue,
  type DispatchOptions,
  type In,
  type Out,
} from './app';
import type { OpenApi } from './openapi';
import type { WireHandler } from './registry';
import { HttpError } from './errors';
import { staticAsset } from './static';
import { AREAS } from '../areas/index';
import { areaAsset } from '../areas/runtime';
import { carrySessions } from '../domain/sessions';
import { BodyTooLarge, readLimited } from './body';

/** Fetch adapter: dispatches a web Request. */
export async function dispatch(deps: DispatchOptions, request: Request): Promise<Response> {
  const out = await dispatchCore(deps, {
    url: request.url,
    method: request.method,
    header: (n) => request.headers.get(n),
    text: async (max) => Buffer.from(await readLimited(request.body, max)).toString('utf8'),
    bytes: (max) => readLimited(request.body, max),
  });
  // a copy: the cached bytes stay the cache's (and a plain ArrayBuffer is what BodyInit takes)
  const body = out.body instanceof Uint8Array ? new Uint8Array(out.body) : out.body;
  return new Response(body, { status: out.status, headers: out.headers });
}

/**
 * Reads a node request body, refusing past `max` bytes: it stops collecting at once and lets the
 * rest drain unbuffered (the 413 then closes the connection).
 * @throws BodyTooLarge
 */
function readAll(req: IncomingMessage, max: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let n = 0;
    const onData = (c: Buffer) => {
      n += c.length;
      if (n > max) {
        req.off('data', onData);
        req.resume();
        reject(new BodyTooLarge(max));
        return;
      }
      chunks.push(c);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The smallest answer the node adapter compresses, in bytes (as `vite preview` and the bench's host). */
const GZIP_FROM_BYTES = 1024;

/**
 * Whether an `Accept-Encoding` header takes gzip: listed (or `*`) without `q=0`.
 * @param header the request's header, e.g. `gzip, deflate, br` or `gzip;q=0, identity`
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((x) => x.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const refused = q !== undefined && Number(q.slice(2)) === 0;
    if (name === 'gzip') return !refused;
    if (name === '*') wildcard = !refused;
  }
  return wildcard;
}

/**
 * The bytes and headers the node adapter writes for `out`: one buffer with its content-length,
 * gzip-compressed when the client takes gzip and the answer is {@link GZIP_FROM_BYTES} or more
 * (what a production API server does behind its gateway: the fund detail's 1-year net-value
 * series is 31 KB of JSON, 3 KB gzipped, on a phone's network).
 */
export function encodeOut(
  out: Out,
  acceptEncoding: string | undefined,
): { headers: Record<string, string>; body: Uint8Array | null } {
  const bytes = typeof out.body === 'string' ? Buffer.from(out.body, 'utf8') : out.body;
  if (!bytes) return { headers: out.headers, body: null };
  if (bytes.length < GZIP_FROM_BYTES)
    return { headers: { ...out.headers, 'content-length': String(bytes.length) }, body: bytes };
  if (!acceptsGzip(acceptEncoding))
    return {
      headers: {
        ...out.headers,
        vary: 'accept-encoding',
        'content-length': String(bytes.length),
      },
      body: bytes,
    };
  const body = out.gzip?.() ?? gzipSync(bytes);
  return {
    headers: {
      ...out.headers,
      vary: 'accept-encoding',
      'content-encoding': 'gzip',
      'content-length': String(body.length),
    },
    body,
  };
}

/**
 * Node adapter for /api/v1 (used by src/main.ts): reads IncomingMessage and writes
 * ServerResponse directly, skipping the web Request/Response objects on the hot path.
 */
export function nodeHandler(deps: DispatchOptions) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const input: In = {
      url: `http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`,
      method: req.method ?? 'GET',
      header: (n) => {
        const v = req.headers[n];
        return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
      },
      text: (max) => readAll(req, max).then((b) => b.toString('utf8')),
      bytes: (max) => readAll(req, max),
      ip: req.socket.remoteAddress ?? 'unknown',
    };
    dispatchCore(deps, input).then(
      (out) => {
        // one buffer with a content-length: a single socket write instead of chunked framing
        const { headers, body } = encodeOut(out, req.headers['accept-encoding']);
        res.writeHead(out.status, headers);
        res.end(body ?? undefined);
      },
      (e: unknown) => {
        console.error('[sandbox] unhandled', e);
        res.writeHead(500, JSON_HEADERS);
        res.end(JSON.stringify({ errors: { detail: ['数据请求失败，请稍后重试'] } }));
      },
    );
  };
}

/** Host names of this machine: the only origins a dev endpoint takes a POST from. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Why a POST to a dev endpoint (`/__sandbox/*`) is refused, or null (README: dev endpoints): it
 * must say `Content-Type: application/json` (a cross-site page can only send a "simple" POST —
 * `text/plain`, a form, or no body — without a preflight), and an `Origin`, when sent, must be
 * a page of this machine (loopback), never another site.
 */
export function devPostRefusal(
  contentType: string | undefined,
  origin: string | undefined,
): string | null {
  if (!/^application\/json\s*(;|$)/i.test(contentType ?? ''))
    return '开发接口只接受 Content-Type: application/json 的请求';
  if (origin !== undefined) {
    let host = '';
    try {
      host = new URL(origin).hostname;
    } catch {
      // "null" (a sandboxed frame, a file) or garbage: foreign
    }
    if (!LOOPBACK_HOSTS.has(host)) return '开发接口不接受来自其他站点的请求';
  }
  return null;
}

export interface BuildOptions {
  ctx: Ctx;
  oa: OpenApi;
  handlers: ReadonlyMap<string, WireHandler>;
  reset?: () => void;
}

/** The Hono application: /api/v1/*, /static/*, and /__sandbox/* (health always; the rest with dev). */
export function buildHono(opts: BuildOptions): Hono {
  const { ctx, oa, handlers } = opts;
  const app = new Hono();
  app.get('/__sandbox/health', (c) =>
    c.json({
      ok: true,
      now: ctx.nowIso(),
      clock: ctx.clock.kind,
      dev: ctx.dev,
      funds: ctx.market.funds.length,
      operations: oa.ops.length,
    }),
  );
  if (ctx.dev) {
    app.use('/__sandbox/*', async (c, next) => {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
        const refusal = devPostRefusal(c.req.header('content-type'), c.req.header('origin'));
        if (refusal) return c.json({ errors: { non_field_errors: [refusal] } }, 403);
      }
      await next();
    });
    app.get('/__sandbox/sms', (c) => {
      const mobile = c.req.query('mobile') ?? '';
      const row = ctx.db
        .prepare('SELECT code FROM captchas WHERE mobile = ? ORDER BY id DESC LIMIT 1')
        .get(mobile) as { code: string } | undefined;
      if (!row) return c.json({ errors: { mobile: ['该手机号没有发送过验证码'] } }, 404);
      return c.json({ code: row.code });
    });
    app.post('/__sandbox/clock', async (c) => {
      let body: { now?: string };
      try {
        body = (await c.req.json()) as { now?: string };
      } catch {
        return c.json({ errors: { now: ['请求体不是合法的 JSON'] } }, 400);
      }
      const ms = typeof body.now === 'string' ? Date.parse(body.now) : NaN;
      if (!Number.isFinite(ms))
        return c.json(
          { errors: { now: ['请提供 ISO 8601 时间，例如 2026-04-21T10:00:00+08:00'] } },
          400,
        );
      carrySessions(ctx, ms - ctx.now());
      ctx.clock.set(ms);
      ctx.dueKey = ctx.today();
      const ran = runDue(ctx);
      return c.json({ now: ctx.nowIso(), ...ran });
    });
    app.get('/__sandbox/clock', (c) => c.json({ now: ctx.nowIso(), kind: ctx.clock.kind }));
    app.post('/__sandbox/reset', (c) => {
      opts.reset?.();
      return c.json({ ok: true });
    });
    // each area's dev endpoints (SandboxArea.dev)
    for (const area of AREAS)
      for (const [name, run] of Object.entries(area.dev ?? {}))
        app.post(`/__sandbox/${name}`, async (c) => {
          const body: unknown = await c.req.json().catch(() => null);
          try {
            return c.json(run(ctx, body) as object);
          } catch (e) {
            if (e instanceof HttpError) return c.json({ errors: e.errors }, e.status as 400);
            throw e;
          }
        });
  }
  app.get('/static/*', (c) => {
    const path = c.req.path.slice('/static/'.length);
    const file = areaAsset(ctx, AREAS, path);
    if (file)
      return c.body(file.body as Uint8Array<ArrayBuffer> | string, 200, {
        'content-type': file.type,
        'cache-control': 'public, max-age=86400',
      });
    const asset = staticAsset(path);
    if (!asset) return c.json({ errors: { detail: ['请求的数据不存在'] } }, 404);
    return c.body(asset.body, 200, {
      'content-type': asset.type,
      'cache-control': 'public, max-age=86400',
    });
  });
  app.all(`${BASE}/*`, (c) => dispatch({ ctx, oa, handlers }, c.req.raw));
  app.notFound((c) => c.json({ errors: { detail: ['请求的接口不存在'] } }, 404));
  app.onError((err, c) => {
    console.error('[sandbox] unhandled', err);
    return c.json({ errors: { detail: ['数据请求失败，请稍后重试'] } }, 500);
  });
  return app;
}
