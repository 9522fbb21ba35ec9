// The whole trading journey (shared/journey.cjs) through `require`, with the Node cookie
// transport: csrftoken stored from Set-Cookie, sent back as Cookie and X-CSRFToken.
// SANDBOX_URL: the sandbox's origin (tooling/consumers/run.test.mjs starts one).
const core = require('@jijin/core');
const { journey } = require('./journey.cjs');

const origin = process.env.SANDBOX_URL;
if (!origin) throw new Error('SANDBOX_URL is not set');
const transport = core.cookieFetchTransport();
const api = core.createApiClient({ baseUrl: `${origin}/api/v1`, transport });

journey(core, api, {
  prefix: '137',
  birth: '19910101',
  readSms: async (mobile) => {
    const res = await fetch(`${origin}/__sandbox/sms?mobile=${mobile}`);
    return (await res.json()).code;
  },
}).then(
  (summary) => {
    if (!transport.jar.getCookieStringSync(`${origin}/api/v1/`).includes('csrftoken='))
      throw new Error('the jar holds no csrftoken');
    console.info(`cjs journey ok: ${summary}`);
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
