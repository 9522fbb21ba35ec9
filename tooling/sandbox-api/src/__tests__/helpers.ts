import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { SRC } from '../../scripts/seed-source';
import { createApp, manualClock, type SandboxApp } from '../index';
import { luhnComplete, idCheckChar } from '../domain/checks';

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

export interface Res<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * An HTTP client bound to one sandbox: keeps the csrftoken cookie and the bearer token, and
 * validates EVERY /api/v1 response against openapi.yaml (the assertion fails the test).
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

  async call<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Res<T>> {
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
    const json = text ? JSON.parse(text) : null;
    const issued = json?.token?.refresh_token ?? json?.refresh_token;
    if (typeof issued === 'string') this.refresh = issued;
    if (!path.startsWith('/__')) {
      const err = this.sb.oa.validateResponse(method, path.split('?')[0]!, r.status, json);
      const msg = `${method} ${path} -> ${r.status} does not match openapi.yaml: ${err} ${JSON.stringify(json).slice(0, 300)}`;
      if (err && this.soft) this.soft.push(msg);
      else expect(err, msg).toBeNull();
    }
    return { status: r.status, body: json as T, headers: r.headers };
  }
  get<T = any>(path: string) {
    return this.call<T>('GET', path);
  }
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.call<T>('POST', path, body ?? {}, headers);
  }
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
  return r.body as { user: { id: number }; token: Record<string, any> } & Record<string, any>;
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
