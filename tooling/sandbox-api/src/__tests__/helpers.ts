import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { components } from '@jijin/core';
import { afterAll, beforeAll, expect } from 'vitest';
import { SRC } from '../../scripts/seed-source';
import { createApp, manualClock, type SandboxApp } from '../index';
import { luhnComplete, idCheckChar } from '../domain/checks';
import type { OperationKey, OperationOf } from '../http/registry';

/*
 * Test helpers of the sandbox: a fresh sandbox per file, a {@link Client} bound to it, and the
 * account-opening steps.
 *
 * Answers are typed by the contract, never `any`. `c.get(url)`, `c.post(url)` and
 * `c.call(method, url)` find the operation whose path template the URL is an instance of
 * (`'/symbols/funds/000001/'` and `` `/symbols/funds/${code}/?page=2` `` are both
 * `GET /symbols/funds/{symbol}/`: the query is ignored, a `{param}` stands for one non-empty path
 * segment, a literal segment wins over a `{param}`) and type `r.body` as that operation's 2xx
 * JSON body ({@link BodyOf}; a page's `results` are its rows). The error body's `errors` map is
 * optional on every body ({@link Body}): after asserting a 4xx, read `r.body.errors?.field?.[0]`.
 * A URL that matches no operation (a plain `string` built at run time, an unlisted dev endpoint)
 * gives {@link Json}, to be narrowed. To type a value outside a call, name its operation by an
 * example URL: `BodyOf<'GET', '/quant/000001/max_factor/'>`.
 */

/**
 * A text file of the reference data (`../shared/data`, or SEED_SOURCE), by its path inside it,
 * read directly so a test checks the sandbox against the source rather than against the seed.
 */
export function sharedFile(rel: string): string {
  return readFileSync(join(SRC, rel), 'utf8');
}

/** A fresh in-memory sandbox with a manual clock (default Monday 2026-04-20 10:00 Shanghai). */
export function freshSandbox(now = '2026-04-20T10:00:00+08:00'): SandboxApp {
  return createApp({ db: ':memory:', clock: manualClock(Date.parse(now)), dev: true });
}

/**
 * One fresh sandbox and a guest client for a test file: created before its first test, closed
 * after its last (read `box.sb` / `box.c` inside the tests).
 */
export function sandboxForFile(now?: string): { sb: SandboxApp; c: Client } {
  const box = {} as { sb: SandboxApp; c: Client };
  beforeAll(() => {
    box.sb = freshSandbox(now);
    box.c = new Client(box.sb);
  });
  afterAll(() => box.sb.close());
  return box;
}

/**
 * A JSON value: what a response body is when the URL matches no operation of the contract (a URL
 * built at run time, typed `string`), to be narrowed before use (`expect(...)`, `typeof`).
 */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The contract's error body `{ errors: { field: [message…] } }` (schema `Errors`, spec 000 §3). */
export type ErrorBody = components['schemas']['Errors'];

/** The path segments of a URL or template: `'/a/{b}/'` -> `['', 'a', '{b}', '']`. */
type Segments<S extends string> = S extends `${infer A}/${infer B}` ? [A, ...Segments<B>] : [S];

/**
 * Whether the segments `U` of a URL fit the segments `T` of a template: a `{param}` segment takes
 * any one non-empty segment (never a `/`), any other must be equal.
 */
type Fits<U extends string[], T extends string[]> = U extends [
  infer UH extends string,
  ...infer UR extends string[],
]
  ? T extends [infer TH extends string, ...infer TR extends string[]]
    ? TH extends `{${string}}`
      ? UH extends ''
        ? false
        : Fits<UR, TR>
      : UH extends TH
        ? Fits<UR, TR>
        : false
    : false
  : T extends []
    ? true
    : false;

/** The URL without its query string. */
type Bare<U extends string> = U extends `${infer P}?${string}` ? P : U;

/** The path templates of the contract that have an operation for `M` (`'GET'`, `'POST'`…). */
type TemplatesOf<M extends string> =
  Extract<OperationKey, `${M} ${string}`> extends `${M} ${infer P}` ? P : never;

/** The templates of method `M` that URL `U` (bare) fits. */
type Fitting<M extends string, U extends string> = {
  [P in TemplatesOf<M>]: Fits<Segments<U>, Segments<P>> extends true ? P : never;
}[TemplatesOf<M>];

/**
 * The most specific of the fitting templates: one that no other fitting template narrows (a
 * literal segment where it has a `{param}`: `'/funds/search/'` over `'/funds/{symbol}/'`).
 */
type MostSpecific<F extends string, All extends string = F> = F extends string
  ? true extends {
      [Q in Exclude<All, F>]: Fits<Segments<Q>, Segments<F>>;
    }[Exclude<All, F>]
    ? never
    : F
  : never;

/** The contract path template a concrete URL of method `M` is an instance of, or `never`. */
export type TemplateOf<M extends string, U extends string> = MostSpecific<Fitting<M, Bare<U>>>;

/**
 * A page (`Pager & { results: Row[] }`) with its `results` as the rows alone: the intersection's
 * `unknown[] & Row[]` would give `.map` / `.find` an `unknown` element.
 */
type Paged<J> = J extends { results: unknown[] }
  ? Omit<J, 'results'> & { results: J['results'][number][] }
  : J;

/** The JSON body of the 2xx answers of an operation. */
type SuccessOf<O> = O extends { responses: infer R }
  ? {
      [C in keyof R]: C extends 200 | 201 | 202 | 204
        ? R[C] extends { content: { 'application/json': infer J } }
          ? Paged<J>
          : null
        : never;
    }[keyof R]
  : never;

/**
 * The 2xx body of `M url` as the contract declares it, found by the template the URL is an
 * instance of; {@link Json} when it is none (a plain `string`, a dev endpoint not listed in
 * {@link DevBodies}).
 */
export type BodyOf<M extends string, U extends string> = string extends U
  ? Json
  : Bare<U> extends keyof DevBodies
    ? DevBodies[Bare<U>]
    : [TemplateOf<M, U>] extends [never]
      ? Json
      : SuccessOf<OperationOf<`${M} ${TemplateOf<M, U>}` & OperationKey>>;

/**
 * The dev endpoints' answers (`/__sandbox/*`, not in the contract; see src/http/adapters.ts), by
 * URL without its query string. An area's own dev endpoint (`SandboxArea.dev`) not listed here is {@link Json}.
 */
interface DevBodies {
  '/__sandbox/sms': { code: string };
  '/__sandbox/clock': { now: string; kind?: string } & { [count: string]: string | number };
  '/__sandbox/reset': { ok: true };
  '/__sandbox/advisors': { user_id: number; is_manager: true };
  '/__sandbox/store_approve': { store_id: number; status: 1 };
  '/__sandbox/health': {
    ok: true;
    now: string;
    clock: string;
    dev: boolean;
    funds: number;
    operations: number;
  };
}

/**
 * A response body as a test reads it: the 2xx body `T` the contract declares, with the error body's
 * `errors` map (`{ field: [message…] }`, schema `Errors`) optional on it, present exactly when the
 * status is 4xx — so a test asserts the status, then reads `r.body.x`, or
 * `r.body.errors?.field?.[0]` (a missing entry fails the `expect`), without a cast.
 */
export type Body<T> = T & Partial<ErrorBody>;

/** An answer: its status, its body (see {@link Body}) and its headers. */
export interface Res<T = Json> {
  status: number;
  body: Body<T>;
  headers: Headers;
}

/**
 * An HTTP client bound to one sandbox: keeps the csrftoken cookie and the bearer token, and
 * validates EVERY /api/v1 response against openapi.yaml (the assertion fails the test). Paths are
 * given without `/api/v1` (dev endpoints with their `/__sandbox/…`); the answer's body is typed by
 * the operation the path matches (see the top of this file).
 */
export class Client {
  cookie = '';
  token = '';
  /** The last refresh token a response carried (login, signup, refresh). */
  refresh = '';
  /**
   * Like the app's client: an authenticated call answered 401 (the 2-hour access token
   * expired on the moved clock) refreshes once and is retried. Off to observe the 401 itself.
   */
  autoRefresh = true;
  /** When set, schema mismatches are collected here instead of failing at once. */
  soft: string[] | null = null;
  constructor(readonly sb: SandboxApp) {}

  async call<M extends string, U extends string>(
    method: M,
    path: U,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Res<BodyOf<M, U>>> {
    const h: Record<string, string> = { ...headers };
    if (this.cookie) h.cookie = `csrftoken=${this.cookie}`;
    if (this.cookie && method !== 'GET' && !('x-csrftoken' in h)) h['x-csrftoken'] = this.cookie;
    if (this.token) h.authorization = `Bearer ${this.token}`;
    let payload: string | undefined;
    if (body !== undefined) {
      h['content-type'] = 'application/json';
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const url = `http://127.0.0.1:8787${path.startsWith('/__') ? path : `/api/v1${path}`}`;
    let r = await this.sb.fetch(new Request(url, { method, headers: h, body: payload }));
    if (
      r.status === 401 &&
      this.autoRefresh &&
      this.token &&
      this.refresh &&
      path !== '/accounts/token/refresh/'
    ) {
      const token = this.token;
      this.token = '';
      const again = await this.post('/accounts/token/refresh/', { refresh_token: this.refresh });
      this.token = again.status === 200 ? String(again.body.access_token) : token;
      if (again.status === 200) {
        h.authorization = `Bearer ${this.token}`;
        r = await this.sb.fetch(new Request(url, { method, headers: h, body: payload }));
      }
    }
    const sc = r.headers.get('set-cookie');
    if (sc && /csrftoken=/.test(sc)) this.cookie = /csrftoken=([^;]+)/.exec(sc)![1]!;
    const text = await r.text();
    const json = (text ? JSON.parse(text) : null) as Issued | null;
    const issued = json?.token?.refresh_token ?? json?.refresh_token;
    if (typeof issued === 'string') this.refresh = issued;
    if (!path.startsWith('/__')) {
      const err = this.sb.oa.validateResponse(method, path.split('?')[0]!, r.status, json);
      const msg = `${method} ${path} -> ${r.status} does not match openapi.yaml: ${err} ${JSON.stringify(json).slice(0, 300)}`;
      if (err && this.soft) this.soft.push(msg);
      else expect(err, msg).toBeNull();
    }
    return { status: r.status, body: json as Body<BodyOf<M, U>>, headers: r.headers };
  }
  get<U extends string>(path: U) {
    return this.call('GET', path);
  }
  post<U extends string>(path: U, body?: unknown, headers?: Record<string, string>) {
    return this.call('POST', path, body ?? {}, headers);
  }
}

/** The refresh token a login, signup or refresh answer carries (read to keep it). */
interface Issued {
  token?: { refresh_token?: unknown };
  refresh_token?: unknown;
}

let seq = 0;
/** A valid (Luhn) ICBC debit card number (BIN 622202, 19 digits). */
export function icbcCard(n = ++seq): string {
  return luhnComplete(`622202${String(100000000000 + n).slice(-12)}`);
}
/** A valid GB 11643 ID number born 1990-01-01 in Beijing Dongcheng. */
export function idCard(n = 1): string {
  const first = `11010119900101${String(n % 1000).padStart(3, '0')}`;
  return first + idCheckChar(first);
}

/**
 * Signs `c` up with the dev SMS captcha (spec 000 §2 signup) and keeps its access token.
 * @param extra more signup fields (`password`, `invite_code`…)
 * @returns the signup answer (`user`, `token`)
 */
export async function signUp(c: Client, mobile: string, extra: Record<string, unknown> = {}) {
  await c.get(`/accounts/new_mobile_captcha/?mobile=${mobile}`);
  const { body: sms } = await c.get(`/__sandbox/sms?mobile=${mobile}`);
  const r = await c.post('/accounts/signup/', {
    mobile,
    captcha: sms.code,
    agreement: true,
    ...extra,
  });
  expect(r.status).toBe(200);
  c.token = r.body.token.access_token;
  return r.body;
}

/** Runs captcha -> signup -> identity -> card -> trade password -> risk test; returns ids. */
export async function openAccount(
  c: Client,
  mobile = '13800138000',
  opts: { riskOption?: number } = {},
) {
  const signup = await signUp(c, mobile);
  const n = Number(mobile.slice(-4));
  expect(
    (await c.post('/accounts/identity_verfications/', { real_name: '张三', id_card_no: idCard(n) }))
      .status,
  ).toBe(200);
  const card = await c.post('/funds/bind_bank_card/', { bank_card_no: icbcCard(n), mobile });
  expect(card.status).toBe(200);
  expect(
    (
      await c.post('/accounts/set_trade_password/', {
        password: '135790',
        password_confirm: '135790',
      })
    ).status,
  ).toBe(200);
  const q = await c.get('/funds/investment_risk/questions/');
  const pick = opts.riskOption ?? 3;
  const answers = q.body.questions.map((x: { id: number; options: { id: number }[] }) => ({
    question_id: x.id,
    option_id: x.options[Math.min(pick, x.options.length - 1)]!.id,
  }));
  const risk = await c.post('/funds/investment_risk/answer/', { answers });
  expect(risk.status).toBe(200);
  return { userId: signup.user.id, cardId: card.body.id as number, risk: risk.body };
}

/**
 * {@link sandboxForFile} with an opened account (see {@link openAccount}) on `box.c`, its card id
 * `box.cardId`, and a second user `box.other` on `otherMobile`: signed up only, or with an opened
 * account too (`other: 'open'`), to check one user never sees the other's data.
 */
export function accountsForFile(
  mobile: string,
  otherMobile: string,
  opts: { other?: 'signup' | 'open'; now?: string } = {},
): { sb: SandboxApp; c: Client; other: Client; cardId: number } {
  const box = sandboxForFile(opts.now) as ReturnType<typeof accountsForFile>;
  beforeAll(async () => {
    box.other = new Client(box.sb);
    box.cardId = (await openAccount(box.c, mobile)).cardId;
    if (opts.other === 'open') await openAccount(box.other, otherMobile);
    else await signUp(box.other, otherMobile);
  });
  return box;
}

export const uuid = (() => {
  let i = 0;
  return () => `test-key-${Date.now()}-${++i}`;
})();

/** Answers a portfolio's advisor risk test with every question's `pick`-th option (a portfolio buy needs it). */
export async function advisorRiskTest(c: Client, portfolio: number, pick = 3) {
  const q = await c.get(`/portfolio/advisor_investment_risk_questions/?portfolio=${portfolio}`);
  const answer = q.body.questions.map((x: { id: number; options: { id: number }[] }) => ({
    question_id: x.id,
    option_id: x.options[Math.min(pick, x.options.length - 1)]!.id,
  }));
  return c.post('/portfolio/advisor_investment_risk_questions/answer/', { portfolio, answer });
}

/** A slider proof for `mobile` from a human-speed pass of the built-in widget (spec 000 §5). */
export async function sliderProof(c: Client, mobile: string): Promise<string> {
  const r = await c.post('/accounts/slider_check/', { mobile, ticket: 'builtin.v1.1200.14' });
  if (r.status !== 200) throw new Error(`slider_check ${r.status}`);
  return r.body.slider_token as string;
}
