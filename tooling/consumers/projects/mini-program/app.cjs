// A mini-program-shaped consumer: the host gives `wx.request` and nothing of a browser or of
// Node's web globals. Here `wx.request` is a stub over node:http (the only Node code, set up
// before the globals are removed); then fetch, Request, Response, Headers, AbortController,
// AbortSignal, URL, URLSearchParams, FormData, Blob, DOMException, crypto and the DOM globals are
// undefined, as in a mini-program, and the
// packed @jijin/core runs the whole journey (shared/journey.cjs) through `wxTransport`.
// SANDBOX_URL: the sandbox's origin (tooling/consumers/run.test.mjs starts one).
const http = require('node:http');
const { URL: NodeURL } = require('node:url');

const origin = process.env.SANDBOX_URL;
if (!origin) throw new Error('SANDBOX_URL is not set');

let wxCalls = 0;
/** wx.request over node:http: text body, `header` with Set-Cookie folded, `cookies` list. */
function request(options) {
  wxCalls += 1;
  const url = new NodeURL(options.url);
  const req = http.request(
    url,
    { method: options.method, headers: options.header, timeout: options.timeout },
    (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const header = {};
        for (const [name, value] of Object.entries(res.headers)) {
          header[name === 'set-cookie' ? 'Set-Cookie' : name] = Array.isArray(value)
            ? value.join(', ')
            : value;
        }
        options.success({
          statusCode: res.statusCode,
          data: Buffer.concat(chunks).toString('utf8'),
          header,
          cookies: res.headers['set-cookie'] ?? [],
        });
      });
    },
  );
  req.on('timeout', () => req.destroy(new Error('timeout')));
  req.on('error', (e) => options.fail({ errMsg: `request:fail ${e.message}` }));
  if (options.data !== undefined) req.write(options.data);
  req.end();
}

const GONE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'URL',
  'URLSearchParams',
  'FormData',
  'Blob',
  'DOMException',
  'crypto',
  'window',
  'document',
  'navigator',
  'localStorage',
];
for (const name of GONE) {
  Object.defineProperty(globalThis, name, { configurable: true, writable: true, value: undefined });
}
const wx = { request };
globalThis.wx = wx;

const core = require('@jijin/core');
const { journey } = require('./journey.cjs');

const api = core.createApiClient({
  baseUrl: `${origin}/api/v1`,
  transport: core.wxTransport(wx.request),
});

function readSms(mobile) {
  return new Promise((resolve, reject) =>
    wx.request({
      url: `${origin}/__sandbox/sms?mobile=${mobile}`,
      method: 'GET',
      header: {},
      dataType: 'text',
      responseType: 'text',
      timeout: 5000,
      success: (r) => resolve(JSON.parse(r.data).code),
      fail: (e) => reject(new Error(e.errMsg)),
    }),
  );
}

(async () => {
  const summary = await journey(core, api, { readSms, prefix: '136', birth: '19920101' });
  if (wxCalls < 15) throw new Error(`wx.request was called ${wxCalls} times`);
  // A failed wx.request keeps its errMsg as the cause of the 网络连接失败 ApiError.
  const offline = core.createApiClient({
    baseUrl: 'http://127.0.0.1:1/api/v1',
    transport: core.wxTransport(wx.request),
  });
  const error = await offline.get('/symbols/funds/').catch((e) => e);
  if (!(error instanceof core.ApiError) || error.status !== -1) throw error;
  if (!(error.cause instanceof core.WxRequestError) || !/^request:fail/.test(error.cause.errMsg))
    throw new Error(`the cause is lost: ${String(error.cause)}`);
  console.info(`mini-program journey ok: ${summary}; ${error.title} (${error.cause.errMsg})`);
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
