import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono } from 'hono';
import type { Ctx } from '../ctx';
import { OpenApi, errorsOf } from './openapi';
import { HttpError } from './errors';
import { WithStatus, RawJson, type Handler, type Req } from './registry';
import { answerOnce, requestHash, type Reply } from './idempotency';
import { runDue as runFundsDue } from '../trading';
import { AREAS } from '../areas/index';
import { areaAsset, runAreasDue } from '../areas/runtime';

/** Everything due at the clock's date: fund confirmations, 定投, bao income, then each area's jobs. */
function runDue(ctx: Ctx): Record<string, number> {
  const ran = runFundsDue(ctx);
  return { ...ran, ...runAreasDue(ctx, AREAS, ctx.today()) };
}
import { staticAsset } from './static';
import { carrySessions, userOfAccessToken } from '../domain/sessions';
import { plainText } from '../domain/checks';

export { loadOpenApi } from './openapi';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const BASE = '/api/v1';

/** A transport-neutral response: dispatch produces it; adapters write it (fetch Response or node http). */
export interface Out {
  status: number;
  headers: Record<string, string>;
  /** JSON text, or its UTF-8 bytes when they were cached ({@link RawJson}). */
  body: string | Uint8Array | null;
  /** The body gzip-compressed, cached with it ({@link RawJson.gzip}); absent: compressed per answer. */
  gzip?: () => Uint8Array;
}
/** What dispatch reads from a request, whatever the transport. */
export interface In {
  /** Absolute URL (scheme://host/path?query). */
  url: string;
  method: string;
  header(name: string): string | null;
  /**
   * The body as UTF-8 text; rejects with {@link BodyTooLarge} as soon as more than `max` bytes
   * arrived (the rest is never buffered).
   */
  text(max: number): Promise<string>;
  /** The raw body (file uploads), with the same limit; a body is read once, by `text` or `bytes`. */
  bytes(max: number): Promise<Uint8Array>;
  /**
   * The peer address (node adapter: the socket's). Absent in the fetch adapter, which then takes
   * the first `X-Forwarded-For` entry (in-process tests; a proxy in front sets it).
   */
  ip?: string;
}

/**
 * Largest JSON (or other non-upload) request body, bytes (README: request limits): larger
 * bodies answer 413 before they are buffered — a declared `Content-Length` over it at once,
 * a streamed body as soon as the count passes it.
 */
export const JSON_BODY_MAX_BYTES = 64 * 1024;
/** Largest multipart body read (a 5 MB image plus the form's framing), bytes. */
export const MULTIPART_MAX_BYTES = 6 * 1024 * 1024;

/** A request body passed its limit while it was read. */
export class BodyTooLarge extends Error {
  constructor(readonly max: number) {
    super(`request body over ${max} bytes`);
  }
}
/** The 413 answer's message, the limit in KB or MB. */
function tooLargeMessage(max: number): string {
  const size = max >= 1024 * 1024 ? `${max / (1024 * 1024)} MB` : `${max / 1024} KB`;
  return `请求内容过大，不能超过 ${size}`;
}

/**
 * Reads a web stream into one buffer, refusing (and cancelling the stream) past `max` bytes.
 * @throws BodyTooLarge
 */
export async function readLimited(
  stream: ReadableStream<Uint8Array> | null,
  max: number,
): Promise<Uint8Array> {
  if (!stream) return new Uint8Array(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let n = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    n += value.byteLength;
    if (n > max) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge(max);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(n);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
};
function json(status: number, body: unknown, headers: Record<string, string> = {}): Out {
  return { status, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}
const errors = (status: number, e: Record<string, string[]>, headers?: Record<string, string>) =>
  json(status, { errors: e }, headers);

function cookieOf(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name)
      return decodeURIComponent(part.slice(i + 1).trim());
  }
  return null;
}

/** Parses the query string into the shapes the operation declares (arrays for array params). */
function queryOf(url: URL, arrays: Set<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of url.searchParams) {
    if (arrays.has(k)) {
      const list = (out[k] as string[] | undefined) ?? [];
      list.push(...v.split(','));
      out[k] = list;
    } else if (!(k in out)) out[k] = v;
  }
  return out;
}

export interface DispatchOptions {
  ctx: Ctx;
  oa: OpenApi;
  /** This app's handler table, `'METHOD /path/'` -> handler (every area's). */
  handlers: ReadonlyMap<string, Handler>;
}

/**
 * Handles one /api/v1 request: route, CSRF, auth, validation, handler. An operation of the contract
 * without a handler answers 501 该接口尚未实现 (none today: `src/areas/fallback-operations.txt` is
 * empty and a test keeps it so); nothing is made up.
 */
export async function dispatchCore(
  { ctx, oa, handlers }: DispatchOptions,
  request: In,
): Promise<Out> {
  const url = new URL(request.url);
  const path = url.pathname.slice(BASE.length) || '/';
  const method = request.method.toUpperCase();
  const m = oa.match(method, path);
  if (!m.op) {
    if (m.allowed.length)
      return errors(
        405,
        { detail: [`不支持的请求方法 ${method}`] },
        { allow: [...new Set(m.allowed)].join(', ') },
      );
    return errors(404, { detail: ['请求的接口不存在'] });
  }
  const op = m.op;
  const maxBody = op.multipart ? MULTIPART_MAX_BYTES : JSON_BODY_MAX_BYTES;
  const declared = Number(request.header('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBody)
    return errors(413, { non_field_errors: [tooLargeMessage(maxBody)] }, { connection: 'close' });
  try {
    return await dispatchOp({ ctx, oa, handlers }, request, url, path, method, m, maxBody);
  } catch (e) {
    if (e instanceof BodyTooLarge)
      return errors(413, { non_field_errors: [tooLargeMessage(e.max)] }, { connection: 'close' });
    throw e;
  }
}

/** {@link dispatchCore} after routing: CSRF, auth, validation (bodies read up to `maxBody`), handler. */
async function dispatchOp(
  { ctx, handlers }: DispatchOptions,
  request: In,
  url: URL,
  path: string,
  method: string,
  m: Extract<ReturnType<OpenApi['match']>, { params: Record<string, string> }>,
  maxBody: number,
): Promise<Out> {
  const op = m.op;
  const cookieHeader = request.header('cookie') ?? undefined;
  const csrf = cookieOf(cookieHeader, 'csrftoken');
  const extraHeaders: Record<string, string> = {};
  if (!csrf && method === 'GET') {
    extraHeaders['set-cookie'] =
      `csrftoken=${randomBytes(16).toString('hex')}; Path=/; SameSite=Lax`;
  }
  if (UNSAFE.has(method)) {
    const header = request.header('x-csrftoken');
    if (!csrf || !header || header !== csrf)
      return errors(403, { csrf: ['CSRF 校验失败，请刷新页面后重试'] });
  }
  // auth: an unknown, revoked or expired (sandbox clock) access token is no login
  let userId: number | null = null;
  let bearer: string | null = null;
  const auth = request.header('authorization');
  if (auth && /^Bearer\s+/i.test(auth)) {
    bearer = auth.replace(/^Bearer\s+/i, '').trim();
    userId = userOfAccessToken(ctx, bearer);
  }
  if (!op.isPublic && userId === null)
    return errors(401, { detail: ['登录认证失败，请重新登录'] }, extraHeaders);

  // validation
  const params: Record<string, unknown> = { ...m.params };
  if (op.validatePath && !op.validatePath(params))
    return errors(400, errorsOf(op.validatePath.errors), extraHeaders);
  const query = queryOf(url, op.queryArrays);
  if (op.validateQuery && !op.validateQuery(query))
    return errors(400, errorsOf(op.validateQuery.errors), extraHeaders);
  const headers: Record<string, string> = {};
  for (const d of op.headers) {
    const v = request.header(d.name);
    if (v !== null) headers[d.name] = v;
  }
  if (op.validateHeaders) {
    const h: Record<string, string> = {};
    for (const d of op.headers)
      if (headers[d.name] !== undefined && d.name !== 'x-csrftoken') h[d.name] = headers[d.name]!;
    if (!op.validateHeaders(h)) {
      const e = errorsOf(op.validateHeaders.errors);
      if (e['idempotency-key']) {
        e.idempotency_key = ['缺少请求标识 Idempotency-Key'];
        delete e['idempotency-key'];
      }
      return errors(400, e, extraHeaders);
    }
  }
  let body: unknown = undefined;
  if (op.multipart) {
    const parsed = await multipartOf(request, op.multipart.required, maxBody);
    if ('errors' in parsed) return errors(400, parsed.errors, extraHeaders);
    body = parsed.body;
  } else if (op.bodyJson || op.validateBody) {
    const text = await request.text(maxBody);
    if (text.trim() === '') {
      if (op.bodyRequired)
        return errors(400, { non_field_errors: ['请求体不能为空'] }, extraHeaders);
      body = {};
    } else {
      try {
        body = JSON.parse(text);
      } catch {
        return errors(400, { non_field_errors: ['请求体不是合法的 JSON'] }, extraHeaders);
      }
    }
    if (op.validateBody && !op.validateBody(body))
      return errors(400, errorsOf(op.validateBody.errors), extraHeaders);
    // user-written text is stored as plain text, one rule for every such field (README "User text")
    if (op.userText.length && body && typeof body === 'object') {
      const b = body as Record<string, unknown>;
      for (const k of op.userText) if (typeof b[k] === 'string') b[k] = plainText(b[k]);
    }
  } else if (UNSAFE.has(method)) {
    const text = await request.text(maxBody).catch((e: unknown) => {
      if (e instanceof BodyTooLarge) throw e;
      return '';
    });
    if (text.trim()) {
      try {
        body = JSON.parse(text);
      } catch {
        // operations without a declared body ignore what is sent
      }
    }
  }

  const proto = request.header('x-forwarded-proto') ?? url.protocol.replace(':', '');
  const host = request.header('x-forwarded-host') ?? request.header('host') ?? url.host;
  const req: Req = {
    ctx,
    method,
    path,
    params,
    query,
    body,
    headers,
    userId,
    bearer,
    ip: request.ip ?? request.header('x-forwarded-for')?.split(',')[0]?.trim() ?? 'unknown',
    origin: `${proto}://${host}`,
    operations: handlers,
  };
  try {
    maybeRunDue(ctx);
    const h = handlers.get(`${method} ${op.path}`);
    if (!h) return errors(501, { detail: ['该接口尚未实现'] }, extraHeaders);
    if (op.idempotent && userId !== null) {
      const r = await answerOnce(
        ctx,
        userId,
        String(headers['idempotency-key']),
        requestHash(body),
        () => replyOf(h, req),
      );
      return r.status === 204
        ? { status: 204, headers: extraHeaders, body: null }
        : json(r.status, r.body, extraHeaders);
    }
    const out = await h(req);
    if (out instanceof WithStatus && out.status === 204)
      return { status: 204, headers: extraHeaders, body: null };
    if (out instanceof WithStatus) return json(out.status, out.body, extraHeaders);
    if (out instanceof RawJson)
      return {
        status: 200,
        headers: { ...JSON_HEADERS, ...extraHeaders },
        body: out.bytes(),
        gzip: () => out.gzip(),
      };
    return json(200, out, extraHeaders);
  } catch (e) {
    if (e instanceof HttpError) return errors(e.status, e.errors, extraHeaders);
    const code = (e as { code?: string }).code;
    if (code === 'SQLITE_BUSY')
      return errors(503, { detail: ['系统繁忙，请稍后重试'] }, extraHeaders);
    console.error(`[sandbox] ${method} ${path} failed:`, e);
    return errors(500, { detail: ['数据请求失败，请稍后重试'] }, extraHeaders);
  }
}

/**
 * Parses a multipart/form-data body into `{ name: File | string }`; a missing required part or a
 * body that is not multipart answers 400 with an `errors` field.
 */
async function multipartOf(
  request: In,
  required: string[],
  max: number,
): Promise<{ body: Record<string, unknown> } | { errors: Record<string, string[]> }> {
  const type = request.header('content-type') ?? '';
  if (!/^multipart\/form-data;/i.test(type))
    return { errors: { non_field_errors: ['请以 multipart/form-data 方式上传文件'] } };
  const bytes = await request.bytes(max);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    return { errors: { non_field_errors: ['上传内容无法解析，请重新选择文件'] } };
  }
  const body: Record<string, unknown> = {};
  for (const [k, v] of form) body[k] = v;
  for (const name of required)
    if (!(name in body)) return { errors: { [name]: ['请选择要上传的文件'] } };
  return { body };
}

/** Runs due jobs once per clock date — a cheap guard on every request. */
function maybeRunDue(ctx: Ctx): void {
  const key = ctx.today();
  if (ctx.dueKey === key) return;
  ctx.dueKey = key;
  runDue(ctx);
}

/** A handler's answer as a status and a JSON body; a domain error is an answer too (4xx). */
async function replyOf(h: Handler, req: Req): Promise<Reply> {
  try {
    const out = await h(req);
    if (out instanceof WithStatus) return { status: out.status, body: out.body };
    if (out instanceof RawJson) return { status: 200, body: JSON.parse(out.text) };
    return { status: 200, body: out };
  } catch (e) {
    if (e instanceof HttpError) return { status: e.status, body: { errors: e.errors } };
    throw e;
  }
}

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
  handlers: ReadonlyMap<string, Handler>;
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
