/**
 * The sandbox's dev endpoints for the e2e suites (tooling/sandbox-api with SANDBOX_DEV=1 on
 * E2E_SANDBOX_PORT): read the last SMS captcha, reset the user data, move the clock. Users and
 * the API client themselves come from ./hosts/sandbox-api (shared with the host-shell suites).
 */
export {
  SandboxClient,
  freshMobile,
  icbcCardNo,
  idCardNo,
  openAccountViaApi,
} from './hosts/sandbox-api';
export type { SandboxUser } from './hosts/sandbox-api';

const PORT = Number(process.env.E2E_SANDBOX_PORT ?? 8790);
export const SANDBOX_ROOT = `http://127.0.0.1:${PORT}`;

async function dev<T>(method: string, path: string, body?: unknown): Promise<T> {
  // a dev POST must be JSON (tooling/sandbox-api README "Dev endpoints")
  const post = method !== 'GET';
  const res = await fetch(`${SANDBOX_ROOT}${path}`, {
    method,
    headers: post ? { 'content-type': 'application/json' } : {},
    body: post ? JSON.stringify(body ?? {}) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${text.slice(0, 200)}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** The last SMS captcha sent to `mobile` (GET /__sandbox/sms). Polls briefly: the send may be in flight. */
export async function readSms(mobile: string, timeoutMs = 5_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return (await dev<{ code: string }>('GET', `/__sandbox/sms?mobile=${mobile}`)).code;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** Empties the user data (users, cards, trades...); market data stays (POST /__sandbox/reset). */
export async function resetSandbox(): Promise<void> {
  await dev('POST', '/__sandbox/reset');
}

/** Moves the sandbox clock (POST /__sandbox/clock), e.g. '2026-04-21T10:00:00+08:00'. */
export async function setSandboxClock(now: string): Promise<{ now: string }> {
  return dev('POST', '/__sandbox/clock', { now });
}
