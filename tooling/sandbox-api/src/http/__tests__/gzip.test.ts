import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, encodeOut } from '../adapters';
import { RawJson } from '../registry';
import { freshSandbox } from '../../__tests__/helpers';
import type { SandboxApp } from '../../index';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['GZIP', true],
    ['*', true],
    ['gzip;q=0, identity', false],
    ['gzip;q=0.0', false],
    ['br, *;q=0', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%j -> %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('encodeOut (the node adapter body)', () => {
  const headers = { 'content-type': 'application/json; charset=utf-8' };
  const big = JSON.stringify(
    Array.from({ length: 200 }, (_, i) => ({ date: `2025-04-${i}`, net_value: '0.8370' })),
  );

  it('compresses an answer of 1 KB or more for a client that takes gzip', () => {
    const { headers: h, body } = encodeOut({ status: 200, headers, body: big }, 'gzip, br');
    expect(h['content-encoding']).toBe('gzip');
    expect(h.vary).toBe('accept-encoding');
    expect(Number(h['content-length'])).toBe(body!.length);
    expect(body!.length).toBeLessThan(big.length / 4);
    expect(gunzipSync(body!).toString('utf8')).toBe(big);
  });

  it('sends the same answer as it is to a client that does not take gzip, with Vary', () => {
    const { headers: h, body } = encodeOut({ status: 200, headers, body: big }, undefined);
    expect(h['content-encoding']).toBeUndefined();
    expect(h.vary).toBe('accept-encoding');
    expect(Buffer.from(body!).toString('utf8')).toBe(big);
    expect(Number(h['content-length'])).toBe(Buffer.byteLength(big));
  });

  it('leaves a small answer and an empty one alone', () => {
    const small = encodeOut({ status: 200, headers, body: '{"ok":true}' }, 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
    expect(Buffer.from(small.body!).toString('utf8')).toBe('{"ok":true}');
    const empty = encodeOut({ status: 204, headers: {}, body: null }, 'gzip');
    expect(empty).toEqual({ headers: {}, body: null });
  });

  it('compresses a cached answer once and hands out the same bytes after', () => {
    const raw = new RawJson(big);
    const out = { status: 200, headers, body: raw.bytes(), gzip: () => raw.gzip() };
    const first = encodeOut(out, 'gzip').body;
    expect(encodeOut(out, 'gzip').body).toBe(first);
    expect(gunzipSync(first!).toString('utf8')).toBe(big);
  });
});

describe('the node adapter over HTTP', () => {
  let sb: SandboxApp;
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    sb = freshSandbox();
    server = createServer((req, res) => sb.apiHandler(req, res));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    sb.close();
  });

  const get = (path: string, acceptEncoding?: string) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (done, fail) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            path,
            headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
          },
          (res) => {
            const parts: Buffer[] = [];
            res.on('data', (c: Buffer) => parts.push(c));
            res.on('end', () =>
              done({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(parts),
              }),
            );
          },
        );
        req.on('error', fail);
        req.end();
      },
    );

  it('answers the 1-year net-value series gzipped to a browser, the same JSON as unzipped', async () => {
    const path = '/api/v1/symbols/funds/000001/net_history/?period=y';
    const zipped = await get(path, 'gzip, deflate, br');
    const plain = await get(path);
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(plain.body.toString('utf8'));
    expect(zipped.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(plain.body.toString('utf8')).length).toBeGreaterThan(200);
  });

  it('answers a cached fund-list page gzipped too', async () => {
    const path = '/api/v1/symbols/funds/?page=1&page_size=20';
    const zipped = await get(path, 'gzip');
    const plain = await get(path);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.body).toString('utf8'))).toEqual(
      JSON.parse(plain.body.toString('utf8')),
    );
  });

  it('answers a 4xx with its errors field, readable after gunzip or as it is', async () => {
    const zipped = await get('/api/v1/symbols/funds/000001/net_history/?period=bogus', 'gzip');
    expect(zipped.status).toBeGreaterThanOrEqual(400);
    expect(zipped.status).toBeLessThan(500);
    const text =
      zipped.headers['content-encoding'] === 'gzip'
        ? gunzipSync(zipped.body).toString('utf8')
        : zipped.body.toString('utf8');
    expect(JSON.parse(text)).toHaveProperty('errors');
  });
});
