import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { icbcCard, idCard, type Body, type BodyOf, type Res } from './helpers';

const PKG = resolve(__dirname, '../..');

/** Starts `src/main.ts` as a child process and resolves once it listens. */
function start(
  port: number,
  db: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; stderr: string[] }> {
  // one process (node with the tsx loader), so SIGKILL hits the server itself, not a wrapper
  const child = spawn(
    process.execPath,
    ['--conditions=@jijin/source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: PKG,
      env: { ...process.env, SANDBOX_PORT: String(port), SANDBOX_DB: db, SANDBOX_DEV: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const stderr: string[] = [];
  child.stderr!.on('data', (d: Buffer) => stderr.push(d.toString()));
  return new Promise((res, rej) => {
    const timer = setTimeout(
      () => rej(new Error(`server did not start: ${stderr.join('')}`)),
      60_000,
    );
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('listening')) {
        clearTimeout(timer);
        res({ child, stderr });
      }
    });
    child.on('exit', (code) => rej(new Error(`server exited ${code}: ${stderr.join('')}`)));
  });
}

/** A URL of this client (`/api/v1/…` or `/__sandbox/…`) as the test client's {@link BodyOf} takes it. */
type Api<U extends string> = U extends `/api/v1${infer P}` ? P : U;

class Http {
  cookie = '';
  token = '';
  constructor(readonly base: string) {}
  async call<M extends string, U extends string>(
    method: M,
    path: U,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Res<BodyOf<M, Api<U>>>> {
    const h: Record<string, string> = { 'content-type': 'application/json', ...headers };
    if (this.cookie) h.cookie = `csrftoken=${this.cookie}`;
    if (this.cookie && method !== 'GET') h['x-csrftoken'] = this.cookie;
    if (this.token) h.authorization = `Bearer ${this.token}`;
    const r = await fetch(`${this.base}${path}`, {
      method,
      headers: h,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const sc = r.headers.get('set-cookie');
    if (sc && /csrftoken=/.test(sc)) this.cookie = /csrftoken=([^;]+)/.exec(sc)![1]!;
    return {
      status: r.status,
      body: (await r.json()) as Body<BodyOf<M, Api<U>>>,
      headers: r.headers,
    };
  }
}

describe('a kill -9 in the middle of a buy', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-crash-'));
  const db = join(dir, 'sandbox.db');
  const port = 18000 + Math.floor(Math.random() * 1000);
  const children: ChildProcess[] = [];
  afterAll(async () => {
    // each server has ended (and written its last file) before its folder goes
    await Promise.all(
      children
        .filter((c) => c.exitCode === null && c.signalCode === null)
        .map((c) => new Promise((ended) => c.once('exit', ended).kill('SIGKILL'))),
    );
    rmSync(dir, { recursive: true, force: true });
  });

  it('leaves no half-written trade after a restart, and the next buy works', async () => {
    // a server that pauses 20 s inside the buy transaction (SANDBOX_FAULT_PAUSE_MS)
    const first = await start(port, db, { SANDBOX_FAULT_PAUSE_MS: '20000' });
    children.push(first.child);
    const api = new Http(`http://127.0.0.1:${port}`);
    await api.call('GET', '/api/v1/accounts/new_mobile_captcha/?mobile=13300133000');
    const { body: sms } = await api.call('GET', '/__sandbox/sms?mobile=13300133000');
    const signup = await api.call('POST', '/api/v1/accounts/signup/', {
      mobile: '13300133000',
      captcha: sms.code,
      agreement: true,
    });
    api.token = signup.body.token.access_token;
    await api.call('POST', '/api/v1/accounts/identity_verfications/', {
      real_name: '王五',
      id_card_no: idCard(3),
    });
    const card = await api.call('POST', '/api/v1/funds/bind_bank_card/', {
      bank_card_no: icbcCard(3),
      mobile: '13300133000',
    });
    await api.call('POST', '/api/v1/accounts/set_trade_password/', {
      password: '135790',
      password_confirm: '135790',
    });
    const q = await api.call('GET', '/api/v1/funds/investment_risk/questions/');
    await api.call('POST', '/api/v1/funds/investment_risk/answer/', {
      answers: q.body.questions.map((x: { id: number; options: { id: number }[] }) => ({
        question_id: x.id,
        option_id: x.options[3]!.id,
      })),
    });
    await api.call('POST', '/__sandbox/clock', { now: '2026-04-20T10:00:00+08:00' });

    const buy = api.call(
      'POST',
      '/api/v1/funds/buy/',
      { symbol: '000001', amount: '1000.00', bank_card_id: card.body.id, password: '135790' },
      { 'Idempotency-Key': 'crash-key-0001' },
    );
    buy.catch(() => undefined);
    // wait until the server is inside the transaction, then SIGKILL it
    const t0 = Date.now();
    while (!first.stderr.join('').includes('in-transaction')) {
      if (Date.now() - t0 > 20_000) throw new Error('buy never reached the transaction');
      await new Promise((r) => setTimeout(r, 20));
    }
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    await expect(buy).rejects.toThrow();

    // the database holds no trade at all, and is consistent
    const raw = new Database(db, { readonly: true });
    expect((raw.prepare('SELECT COUNT(*) AS n FROM trades').get() as { n: number }).n).toBe(0);
    expect(
      (raw.prepare('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check,
    ).toBe('ok');
    raw.close();

    // restart without the fault: the account survived, and the same key now buys exactly once
    const second = await start(port, db);
    children.push(second.child);
    const mine = await api.call('GET', '/api/v1/accounts/settings/');
    expect(mine.body.open_account_step).toBe('done');
    const ok = await api.call(
      'POST',
      '/api/v1/funds/buy/',
      { symbol: '000001', amount: '1000.00', bank_card_id: card.body.id, password: '135790' },
      { 'Idempotency-Key': 'crash-key-0001' },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe(0);
    expect(ok.body.fare).toBe('1.50');
    const again = await api.call(
      'POST',
      '/api/v1/funds/buy/',
      { symbol: '000001', amount: '1000.00', bank_card_id: card.body.id, password: '135790' },
      { 'Idempotency-Key': 'crash-key-0001' },
    );
    expect(again.body.id).toBe(ok.body.id);
    const list = await api.call('GET', '/api/v1/funds/trades/');
    expect(list.body.total_count).toBe(1);
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));
  }, 120_000);
});
