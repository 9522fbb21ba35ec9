// The host the bench serves the built app and the floor pages from: what a production web server
// or CDN does for this app — TLS with HTTP/2 (HTTP/1.1 for a client that asks), gzip, immutable
// hashed assets, the app's security headers, the SPA fallback to index.html, and /api, /static,
// /__sandbox passed to the sandbox — in one Node process, on loopback.
//
// Why not `vite preview`: it speaks plain HTTP/1.1, so a browser opens at most 6 connections to
// it and every first visit of a screen queues its tens of small chunks behind one another, a
// round trip per 6 files. No production host of a fund app serves HTTP/1.1 only (README "What one
// run does").
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { OUT } from './env.ts';
import { securityHeaders } from '../../../scripts/security-headers.mjs';

export interface Hosted {
  url: string;
  close: () => Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest)|image\/svg)/;
/** What `vite preview`'s compression does too: gzip at zlib's default level, from 1 KB up. */
const GZIP_FROM_BYTES = 1024;
const SANDBOX_PATH = /^\/(api|static|__sandbox)(\/|$)/;
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];

/**
 * A self-signed certificate for 127.0.0.1 in `dist/tls/` (made once with Debian's `openssl`),
 * trusted by the bench's Chromium through {@link chromeEnv}.
 * @throws Error when `openssl` is missing (`apt-get install -y openssl`).
 */
function certificate(): { key: Buffer; cert: Buffer } {
  const dir = path.join(OUT, 'tls');
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  if (!existsSync(key) || !existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '30',
          '-keyout',
          key,
          '-out',
          cert,
          '-subj',
          '/CN=127.0.0.1',
          '-addext',
          'subjectAltName=IP:127.0.0.1',
        ],
        { stdio: 'ignore' },
      );
    } catch (err) {
      throw new Error(
        `openssl could not make the bench's TLS certificate: ${(err as Error).message}`,
        {
          cause: err,
        },
      );
    }
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/**
 * The environment the bench starts Chromium with: `HOME` set to `dist/tls/home`, whose NSS
 * database (`.pki/nssdb`, where Chromium on Linux reads locally trusted certificates) trusts the
 * host's certificate (made with Debian's `certutil` when the certificate is new). Not
 * `--ignore-certificate-errors`: Chromium keeps nothing of a response whose certificate error it
 * was told to ignore in its HTTP cache, so a revisit fetched every file again and measured a
 * first visit.
 * @throws Error when `openssl` or `certutil` is missing (`apt-get install -y openssl
 *   libnss3-tools`).
 */
export function chromeEnv(): Record<string, string> {
  const { cert } = certificate();
  const home = path.join(OUT, 'tls', 'home');
  const db = path.join(home, '.pki', 'nssdb');
  const stamp = path.join(db, 'cert.pem');
  if (!existsSync(stamp) || !readFileSync(stamp).equals(cert)) {
    rmSync(db, { recursive: true, force: true });
    mkdirSync(db, { recursive: true });
    const certutil = (args: string[]) => execFileSync('certutil', ['-d', `sql:${db}`, ...args]);
    try {
      certutil(['-N', '--empty-password']);
      certutil(['-A', '-n', 'jijin-bench', '-t', 'P,,', '-i', path.join(OUT, 'tls', 'cert.pem')]);
    } catch (err) {
      throw new Error(
        `certutil could not trust the bench's TLS certificate (apt-get install -y libnss3-tools): ${(err as Error).message}`,
        { cause: err },
      );
    }
    writeFileSync(stamp, cert);
  }
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v;
  return { ...env, HOME: home };
}

/**
 * Serves `dir` (a Vite build) over HTTPS + HTTP/2 on 127.0.0.1:`port`; with `sandboxPort`, the
 * sandbox's paths are passed to it. Files are read and gzipped once, then kept in memory.
 */
export function host(dir: string, port: number, sandboxPort?: number): Promise<Hosted> {
  const security = securityHeaders();
  const cache = new Map<string, { body: Buffer; gz: Buffer | null; type: string }>();
  const load = (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      const body = readFileSync(file);
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      const gz = COMPRESSIBLE.test(type) && body.length >= GZIP_FROM_BYTES ? gzipSync(body) : null;
      entry = { body, gz, type };
      cache.set(file, entry);
    }
    return entry;
  };

  const handler = (
    req: http.IncomingMessage | http2.Http2ServerRequest,
    res: http.ServerResponse | http2.Http2ServerResponse,
  ) => {
    const url = new URL(req.url ?? '/', 'https://127.0.0.1');
    if (sandboxPort && SANDBOX_PATH.test(url.pathname)) {
      const headers: Record<string, string | string[] | undefined> = {};
      for (const [k, v] of Object.entries(req.headers)) {
        if (!k.startsWith(':') && !HOP_BY_HOP.includes(k)) headers[k] = v;
      }
      // as a production proxy (and `vite preview`'s changeOrigin: false) passes them: the sandbox
      // builds absolute URLs (ad images, QR codes) from the page's origin, which the CSP allows;
      // from its own http://127.0.0.1:<port> they were blocked (img-src 'self' https:)
      const authority = req.headers[':authority'] ?? req.headers.host;
      if (typeof authority === 'string') headers.host = authority;
      headers['x-forwarded-proto'] = 'https'; // the host only listens with TLS
      const upstream = http.request(
        { host: '127.0.0.1', port: sandboxPort, path: req.url, method: req.method, headers },
        (answer) => {
          const out: Record<string, string | string[] | number> = {};
          for (const [k, v] of Object.entries(answer.headers)) {
            if (v !== undefined && !HOP_BY_HOP.includes(k)) out[k] = v;
          }
          res.writeHead(answer.statusCode ?? 502, out);
          answer.pipe(res as NodeJS.WritableStream);
        },
      );
      upstream.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      (req as NodeJS.ReadableStream).pipe(upstream);
      return;
    }
    let file = path.join(dir, decodeURIComponent(url.pathname));
    const isFile = file.startsWith(dir) && existsSync(file) && statSync(file).isFile();
    if (!isFile) {
      if (url.pathname.startsWith('/assets/')) {
        res.writeHead(404);
        res.end();
        return;
      }
      file = path.join(dir, 'index.html'); // the SPA fallback
    }
    const { body, gz, type } = load(file);
    const useGzip = gz !== null && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      ...security,
      'content-type': type,
      'cache-control': url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      ...(useGzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    });
    res.end(useGzip ? gz : body);
  };

  const server = http2.createSecureServer({ ...certificate(), allowHTTP1: true }, handler);
  // every connection, so that close() does not wait for a browser's idle HTTP/2 session
  const sockets = new Set<{ destroy: () => void }>();
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `https://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            for (const socket of sockets) socket.destroy();
          }),
      }),
    );
  });
}
