/**
 * A minimal HTTP client for the sandbox API the e2e suite starts (tooling/sandbox-api on
 * E2E_SANDBOX_PORT, dev endpoints on): what a fake host needs to log a user in for real, and a
 * way to open an account through the API when a test is not about the open-account screens.
 */
const PORT = Number(process.env.E2E_SANDBOX_PORT ?? 8790);
const ROOT = `http://127.0.0.1:${PORT}`;

export interface SandboxUser {
  mobile: string;
  password: string;
  userId: number;
  /** The token from signup. */
  token: string;
}

/** One sandbox session: keeps the csrftoken cookie and the bearer token like a browser would. */
export class SandboxClient {
  private csrf = '';
  token = '';

  async call<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    if (!this.csrf && method !== 'GET') await this.call('GET', '/api/v1/accounts/mobile_codes/');
    const h: Record<string, string> = { ...headers };
    if (this.csrf) {
      h.cookie = `csrftoken=${this.csrf}`;
      if (method !== 'GET') h['x-csrftoken'] = this.csrf;
    }
    if (this.token) h.authorization = `Bearer ${this.token}`;
    if (body !== undefined) h['content-type'] = 'application/json';
    const url =
      path.startsWith('/__') || path.startsWith('/api/')
        ? `${ROOT}${path}`
        : `${ROOT}/api/v1${path}`;
    const res = await fetch(url, {
      method,
      headers: h,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const cookie = res.headers.get('set-cookie');
    const m = cookie ? /csrftoken=([^;]+)/.exec(cookie) : null;
    if (m) this.csrf = m[1]!;
    const text = await res.text();
    const json = text ? JSON.parse(text) : null;
    if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${text.slice(0, 300)}`);
    return json as T;
  }

  /** Sends a captcha and reads it back from the dev endpoint. */
  async captcha(mobile: string): Promise<string> {
    await this.call('GET', `/accounts/new_mobile_captcha/?mobile=${mobile}`);
    const { code } = await this.call<{ code: string }>('GET', `/__sandbox/sms?mobile=${mobile}`);
    return code;
  }

  /** Registers `mobile` and sets a login password (so later logins need no captcha). */
  async signup(mobile: string, password = 'abc12345'): Promise<SandboxUser> {
    const code = await this.captcha(mobile);
    const res = await this.call<{ token: { access_token: string }; user: { id: number } }>(
      'POST',
      '/accounts/signup/',
      {
        mobile,
        captcha: code,
        agreement: true,
      },
    );
    this.token = res.token.access_token;
    await this.call('POST', '/accounts/set_password/', { password, password_confirm: password });
    return { mobile, password, userId: res.user.id, token: this.token };
  }

  /** A real login with the password: what the fake hosts hand back to the page. */
  async login(mobile: string, password = 'abc12345'): Promise<string> {
    const res = await this.call<{ token: { access_token: string } }>('POST', '/accounts/login/', {
      mobile,
      password,
    });
    this.token = res.token.access_token;
    return this.token;
  }
}

/** A GB 11643 check character. */
function idCheckChar(first17: string): string {
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * w[i]!, 0);
  return '10X98765432'[sum % 11]!;
}

/**
 * A valid ID card number from Beijing Dongcheng, distinct for every `n` below 10,080,000: the
 * sequence number takes n % 1000 and the birth date (1960-01-01 .. 1989-12-28) the rest, so
 * accounts opened in one sandbox database never share an ID number.
 */
export function idCardNo(n: number): string {
  const m = Math.abs(Math.trunc(n)) % 10_080_000;
  const seq = String(m % 1000).padStart(3, '0');
  const rest = Math.floor(m / 1000);
  const day = String(1 + (rest % 28)).padStart(2, '0');
  const month = String(1 + (Math.floor(rest / 28) % 12)).padStart(2, '0');
  const year = 1960 + Math.floor(rest / 336);
  const first = `110101${year}${month}${day}${seq}`;
  return first + idCheckChar(first);
}

/** A Luhn-valid ICBC debit card number (BIN 622202, 19 digits), varying by `n`. */
export function icbcCardNo(n: number): string {
  const body = `622202${String(100000000000 + n).slice(-12)}`;
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

/** A fresh mainland mobile number per call (13 9xxxx xxxx). */
export function freshMobile(): string {
  const n = (Date.now() % 100_000_000) + Math.floor(Math.random() * 1000);
  return `139${String(n).padStart(8, '0').slice(-8)}`;
}

/**
 * Opens an account through the API (identity, a bound ICBC card, trade password 135790, risk
 * test), for tests whose subject is not the open-account screens.
 */
export async function openAccountViaApi(
  mobile = freshMobile(),
): Promise<SandboxUser & { cardId: number }> {
  const c = new SandboxClient();
  const user = await c.signup(mobile);
  const n = Number(mobile.slice(-7));
  await c.call('POST', '/accounts/identity_verfications/', {
    real_name: '张三',
    id_card_no: idCardNo(n),
  });
  const card = await c.call<{ id: number }>('POST', '/funds/bind_bank_card/', {
    bank_card_no: icbcCardNo(n),
    mobile,
  });
  await c.call('POST', '/accounts/set_trade_password/', {
    password: '135790',
    password_confirm: '135790',
  });
  const q = await c.call<{ questions: { id: number; options: { id: number }[] }[] }>(
    'GET',
    '/funds/investment_risk/questions/',
  );
  const answers = q.questions.map((x) => ({
    question_id: x.id,
    option_id: x.options[Math.min(3, x.options.length - 1)]!.id,
  }));
  await c.call('POST', '/funds/investment_risk/answer/', { answers });
  return { ...user, cardId: card.id };
}
