import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox } from '../../__tests__/helpers';
import type { SandboxApp } from '../../index';
import { JSON_BODY_MAX_BYTES } from '../app';

/** README "Request limits": bodies over the limit answer 413 before they are buffered. */

const URL_LOGIN = 'http://127.0.0.1:8787/api/v1/accounts/login/';

describe('a request body over the limit answers 413 with errors, before it is buffered (README: request limits)', () => {
  let sb: SandboxApp;
  let c: Client;
  let csrf: Record<string, string>;
  beforeAll(async () => {
    sb = freshSandbox();
    c = new Client(sb);
    await c.get('/accounts/mobile_codes/');
    csrf = {
      cookie: `csrftoken=${c.cookie}`,
      'x-csrftoken': c.cookie,
      'content-type': 'application/json',
    };
  });
  afterAll(() => sb.close());

  it('a 2 MB body with its Content-Length is refused at once, none of it read', async () => {
    let pulled = 0;
    const size = 2 * 1024 * 1024;
    const body = new ReadableStream<Uint8Array>({
      pull(ctl) {
        pulled += 64 * 1024;
        ctl.enqueue(new Uint8Array(64 * 1024).fill(0x20));
        if (pulled >= size) ctl.close();
      },
    });
    const r = await sb.fetch(
      new Request(URL_LOGIN, {
        method: 'POST',
        headers: { ...csrf, 'content-length': String(size) },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    expect(r.status).toBe(413);
    const json = (await r.json()) as { errors: Record<string, string[]> };
    expect(json.errors.non_field_errors).toEqual(['请求内容过大，不能超过 64 KB']);
    // the stream may be primed with a chunk or two, never read whole
    expect(pulled).toBeLessThanOrEqual(256 * 1024);
  });

  it('a 2 MB streamed body without a Content-Length is refused as soon as the count passes the limit', async () => {
    let pulled = 0;
    const size = 2 * 1024 * 1024;
    const body = new ReadableStream<Uint8Array>({
      pull(ctl) {
        pulled += 16 * 1024;
        ctl.enqueue(new Uint8Array(16 * 1024).fill(0x20));
        if (pulled >= size) ctl.close();
      },
    });
    const r = await sb.fetch(
      new Request(URL_LOGIN, {
        method: 'POST',
        headers: csrf,
        body,
        duplex: 'half',
      } as RequestInit),
    );
    expect(r.status).toBe(413);
    expect(pulled).toBeLessThan(JSON_BODY_MAX_BYTES + 256 * 1024);
  });

  it('a body just under the limit is read and validated as usual', async () => {
    const r = await c.post('/accounts/login/', {
      mobile: '13900009999',
      password: 'abc12345',
      pad: ' '.repeat(JSON_BODY_MAX_BYTES - 200),
    });
    expect(r.status).toBe(400);
  });

  describe('over a real socket (the node adapter)', () => {
    let server: Server;
    let port = 0;
    beforeAll(async () => {
      server = createServer((req, res) => sb.apiHandler(req, res));
      await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

    /** Sends `total` bytes in 64 KB writes; resolves with the status and the bytes written by then. */
    function send(total: number, withLength: boolean) {
      return new Promise<{ status: number; written: number }>((resolve, reject) => {
        let written = 0;
        const headers: Record<string, string> = { ...csrf };
        if (withLength) headers['content-length'] = String(total);
        const req = httpRequest(
          { host: '127.0.0.1', port, method: 'POST', path: '/api/v1/accounts/login/', headers },
          (res) => {
            res.resume();
            resolve({ status: res.statusCode ?? 0, written });
            req.destroy();
          },
        );
        req.on('error', (e) => (written < total ? undefined : reject(e)));
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        const pump = () => {
          while (written < total) {
            written += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          req.end();
        };
        pump();
      });
    }

    it('answers 413 to a declared 2 MB body', async () => {
      const r = await send(2 * 1024 * 1024, true);
      expect(r.status).toBe(413);
    });

    it('answers 413 to a chunked 2 MB body', async () => {
      const r = await send(2 * 1024 * 1024, false);
      expect(r.status).toBe(413);
    });
  });
});

describe('dev endpoints take only JSON POSTs from this machine (README: dev endpoints)', () => {
  let sb: SandboxApp;
  beforeAll(() => {
    sb = freshSandbox();
  });
  afterAll(() => sb.close());

  const post = (
    path: string,
    headers: Record<string, string>,
    body = '{"now":"2027-01-01T10:00:00+08:00"}',
  ) => sb.fetch(new Request(`http://127.0.0.1:8787${path}`, { method: 'POST', headers, body }));

  it('refuses a text/plain clock move (a cross-site "simple" POST) and leaves the clock where it was', async () => {
    const before = sb.ctx.now();
    const r = await post('/__sandbox/clock', { 'content-type': 'text/plain' });
    expect(r.status).toBe(403);
    const json = (await r.json()) as { errors: Record<string, string[]> };
    expect(json.errors.non_field_errors?.[0]).toContain('application/json');
    expect(sb.ctx.now()).toBe(before);
  });

  it('refuses a reset without a content type and a form post', async () => {
    expect((await post('/__sandbox/reset', {}, '')).status).toBe(403);
    expect(
      (
        await post(
          '/__sandbox/reset',
          { 'content-type': 'application/x-www-form-urlencoded' },
          'a=1',
        )
      ).status,
    ).toBe(403);
  });

  it('refuses a JSON POST from a foreign Origin, and an opaque "null" one', async () => {
    const before = sb.ctx.now();
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1.evil.example']) {
      const r = await post('/__sandbox/clock', { 'content-type': 'application/json', origin });
      expect(r.status).toBe(403);
    }
    expect(sb.ctx.now()).toBe(before);
  });

  it('takes a JSON POST without an Origin (scripts, tests) or from a page of this machine', async () => {
    expect((await post('/__sandbox/clock', { 'content-type': 'application/json' })).status).toBe(
      200,
    );
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4340', 'http://[::1]:8080'])
      expect(
        (
          await post('/__sandbox/clock', {
            'content-type': 'application/json; charset=utf-8',
            origin,
          })
        ).status,
      ).toBe(200);
  });
});

describe('a broken %-escape in a path answers 400 with errors, not 500', () => {
  let sb: SandboxApp;
  afterAll(() => sb?.close());
  it.each([
    '/symbols/funds/%ff/',
    '/symbols/funds/%00%ff/',
    '/symbols/funds/%E4%B8/',
    '/symbols/funds/50%/',
  ])('GET %s', async (path) => {
    sb ??= freshSandbox();
    const r = await new Client(sb).get(path);
    expect(r.status).toBe(400);
    expect(r.body.errors?.detail).toEqual(['请求路径中的编码无效']);
  });
});

describe('a body whose fields are named like Object.prototype members answers 400, not 500', () => {
  let sb: SandboxApp;
  afterAll(() => sb?.close());
  it.each(['/accounts/logout/', '/accounts/token/refresh/', '/accounts/slider_check/'])(
    'POST %s',
    async (path) => {
      sb ??= freshSandbox();
      const c = new Client(sb);
      await c.get('/accounts/mobile_codes/');
      const r = await c.post(path, '{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}');
      expect(r.status).toBe(400);
      expect(Object.keys(r.body.errors ?? {})).toContain('constructor');
    },
  );
});
