// A fully opened account on the bench's sandbox (signup, identity, bank card, trade password,
// risk test), over loopback HTTP with the sandbox's dev SMS endpoint, so the guarded buy screen
// is measured as a customer sees it rather than as the login redirect a guest gets.

/** Where the app keeps its access token (packages/core/src/api/client.ts TOKEN_STORAGE_KEY). */
export const TOKEN_STORAGE_KEY = 'ls_access_token';

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/**
 * An 18-character resident ID (GB 11643 check character), born 1990-01-01 in Beijing; `n`
 * (0..876) picks the sequence number, so that several bench accounts have distinct IDs.
 */
function idCard(n = 0): string {
  const first = `11010119900101${String(123 + n).padStart(3, '0')}`;
  const sum = [...first].reduce((a, d, i) => a + Number(d) * ID_WEIGHTS[i]!, 0);
  return first + '10X98765432'[sum % 11];
}

/** A 19-digit ICBC debit card number (BIN 622202) with a valid Luhn digit; `n` as in {@link idCard}. */
function bankCard(n = 0): string {
  const body = `62220200001234${String(5678 + n).padStart(4, '0')}`;
  for (let d = 0; d <= 9; d++) {
    const no = body + d;
    let sum = 0;
    for (let i = 0; i < no.length; i++) {
      let n = Number(no[no.length - 1 - i]);
      if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
      sum += n;
    }
    if (sum % 10 === 0) return no;
  }
  throw new Error('unreachable');
}

/**
 * Opens an account on the sandbox at `sandbox` (its origin, e.g. `http://127.0.0.1:8841`) and
 * returns its access token. `fetchFn` is the transport: global fetch, or an in-process sandbox's
 * `fetch` (src/scale.ts); `n` gives the account its own ID and card numbers (0..876).
 * @throws Error naming the call that answered an error status
 */
export async function openAccount(
  sandbox: string,
  mobile = '13900139000',
  fetchFn: (req: Request) => Response | Promise<Response> = (req) => fetch(req),
  n = 0,
): Promise<string> {
  let csrf = '';
  let token = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = {};
    if (csrf) headers.cookie = `csrftoken=${csrf}`;
    if (csrf && method !== 'GET') headers['x-csrftoken'] = csrf;
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const url = sandbox + (path.startsWith('/__') ? path : `/api/v1${path}`);
    const res = await fetchFn(
      new Request(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      }),
    );
    const cookie = /csrftoken=([^;]+)/.exec(res.headers.get('set-cookie') ?? '');
    if (cookie) csrf = cookie[1]!;
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${text.slice(0, 200)}`);
    return (text ? JSON.parse(text) : null) as Record<string, any>;
  };

  await call('GET', `/accounts/new_mobile_captcha/?mobile=${mobile}`);
  const sms = await call('GET', `/__sandbox/sms?mobile=${mobile}`);
  const signup = await call('POST', '/accounts/signup/', {
    mobile,
    captcha: sms.code,
    agreement: true,
  });
  token = signup.token?.access_token;
  if (!token) throw new Error('signup returned no access token');
  await call('POST', '/accounts/identity_verfications/', {
    real_name: '张三',
    id_card_no: idCard(n),
  });
  await call('POST', '/funds/bind_bank_card/', { bank_card_no: bankCard(n), mobile });
  await call('POST', '/accounts/set_trade_password/', {
    password: '135790',
    password_confirm: '135790',
  });
  const q = await call('GET', '/funds/investment_risk/questions/');
  const answers = (q.questions as Array<{ id: number; options: Array<{ id: number }> }>).map(
    (x) => ({
      question_id: x.id,
      option_id: x.options[Math.min(3, x.options.length - 1)]!.id,
    }),
  );
  await call('POST', '/funds/investment_risk/answer/', { answers });
  return token;
}
