import { randomBytes } from 'node:crypto';

import type { Ctx } from '../ctx';
import { OpenApi, errorsOf } from './openapi';
import { HttpError } from './errors';
import { WithStatus, RawJson, type WireHandler, type WireReq } from './registry';
import { answerOnce, requestHash, type Reply } from './idempotency';
import {
  BodyTooLarge,
  JSON_BODY_MAX_BYTES,
  MULTIPART_MAX_BYTES,
  multipartOf,
  tooLargeMessage,
} from './body';
import { runDue as runFundsDue } from '../trading';
import { AREAS } from '../areas/index';
import { runAreasDue } from '../areas/runtime';

/** Everything due at the clock's date: fund confirmations, 定投, bao income, then each area's jobs. */
export function runDue(ctx: Ctx): Record<string, number> {
  const ran = runFundsDue(ctx);
  return { ...ran, ...runAreasDue(ctx, AREAS, ctx.today()) };
}

import { userOfAccessToken } from '../domain/sessions';
import { plainText } from '../domain/checks';

export { loadOpenApi } from './openapi';
export { BodyTooLarge, JSON_BODY_MAX_BYTES, MULTIPART_MAX_BYTES, readLimited } from './body';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const BASE = '/api/v1';

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

export const JSON_HEADERS = {
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
  handlers: ReadonlyMap<string, WireHandler>;
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
    if (m.malformed) return errors(400, { detail: ['请求路径中的编码无效'] });
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
  const req: WireReq = {
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

/** Runs due jobs once per clock date — a cheap guard on every request. */
function maybeRunDue(ctx: Ctx): void {
  const key = ctx.today();
  if (ctx.dueKey === key) return;
  ctx.dueKey = key;
  runDue(ctx);
}

/** A handler's answer as a status and a JSON body; a domain error is an answer too (4xx). */
async function replyOf(h: WireHandler, req: WireReq): Promise<Reply> {
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
