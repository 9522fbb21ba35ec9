// The account-to-trade journey a consumer project runs against the sandbox, with the @jijin/core
// module and the API client it built (its own transport): signup -> identity -> bank card ->
// trade password -> risk test -> paged fund list -> buy check -> idempotent buy -> trade detail.
// Plain CommonJS with no Node module and no host global (a mini-program runs it too): `readSms`
// reads the sandbox's captcha inbox, `prefix` keeps each project's mobile, ID and card apart.
function check(ok, message) {
  if (!ok) throw new Error(`journey: ${message}`);
}

async function journey(core, api, { readSms, prefix, birth }) {
  const mobile = `${prefix}${String(Date.now()).slice(-8)}`;
  await api.get('/accounts/new_mobile_captcha/', { params: { query: { mobile } } });
  const code = await readSms(mobile);
  check(/^\d{4,6}$/.test(code), `no captcha for ${mobile}`);
  const signup = await api.post('/accounts/signup/', {
    body: { mobile, captcha: code, agreement: true },
  });
  check(api.getToken() === signup.token.access_token, 'the signup token is not saved');

  const id17 = `110101${birth}${mobile.slice(-3)}`;
  const idCard = id17 + core.idCardCheckChar(id17);
  check(core.checkIdCard(idCard).ok, `${idCard} is not a valid ID number`);
  await api.post('/accounts/identity_verfications/', {
    body: { real_name: '张三', id_card_no: idCard },
  });
  const digits = `6222020${mobile}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  }
  const card = await api.post('/funds/bind_bank_card/', {
    body: { bank_card_no: digits + ((10 - (sum % 10)) % 10), mobile },
  });
  await api.post('/accounts/set_trade_password/', {
    body: { password: '135790', password_confirm: '135790' },
  });
  const { questions } = await api.get('/funds/investment_risk/questions/');
  await api.post('/funds/investment_risk/answer/', {
    body: {
      answers: questions.map((q) => ({
        question_id: q.id,
        option_id: q.options[Math.min(3, q.options.length - 1)].id,
      })),
    },
  });
  const settings = await api.get('/accounts/settings/');
  check(settings.open_account_step === 'done', `account step ${settings.open_account_step}`);

  // The fund list, two pages (spec 000 §3 pager): 20 each, no fund twice.
  const query = { page_size: 20, sort: '-percent_year' };
  const page1 = await api.get('/symbols/funds/', { params: { query: { ...query, page: 1 } } });
  const page2 = await api.get('/symbols/funds/', { params: { query: { ...query, page: 2 } } });
  check(page1.results.length === 20 && page2.results.length === 20, 'pages of 20 funds');
  const codes = new Set(page1.results.map((f) => f.code));
  check(!page2.results.some((f) => codes.has(f.code)), 'page 2 repeats page 1');

  const fund = await api.get('/symbols/funds/{symbol}/', {
    params: { path: { symbol: '000001' } },
  });
  const below = core.checkFundBuy({ amount: '1', fund });
  check(!below.ok && /^最低买入[\d.]+元$/.test(below.message), `check below: ${below.message}`);
  const amount = '1000.00';
  const ok = core.checkFundBuy({ amount, fund });
  check(ok.ok, `check ${amount}: ${ok.message}`);

  // The idempotent buy: the same key twice is one trade.
  const key = core.newIdempotencyKey();
  const body = { symbol: fund.symbol, amount, bank_card_id: card.id, password: '135790' };
  const trade = await core.sendWithRetry(
    (k) => api.post('/funds/buy/', { params: { header: { 'Idempotency-Key': k } }, body }),
    { key },
  );
  const again = await api.post('/funds/buy/', {
    params: { header: { 'Idempotency-Key': key } },
    body,
  });
  check(again.id === trade.id, `a repeated key made a second trade (${trade.id}, ${again.id})`);
  // A refused buy is final: sendWithRetry stops at the 4xx, whose cause is the answer.
  let tries = 0;
  const refused = await core
    .sendWithRetry((k) => {
      tries += 1;
      return api.post('/funds/buy/', {
        params: { header: { 'Idempotency-Key': k } },
        body: { ...body, password: '000000' },
      });
    })
    .catch((e) => e);
  check(refused instanceof core.ApiError, 'a wrong password is an ApiError');
  check(refused.status >= 400 && refused.status < 500 && tries === 1, `refused ${refused.status}`);
  check(
    refused.cause && refused.cause.status === refused.status,
    'the 4xx keeps its answer as cause',
  );

  const detail = await api.get('/funds/trades/{id}/', { params: { path: { id: trade.id } } });
  check(detail.id === trade.id && detail.fund.symbol === '000001', 'the trade detail');
  const status = core.tradeStatusText(detail.status, { direction: detail.direction });
  const direction = core.tradeDirectionLabel(detail.direction);
  check(direction === '买入', `direction ${direction}`);
  const trades = await api.get('/funds/trades/');
  check(trades.results.filter((t) => t.id === trade.id).length === 1, 'the trade is listed once');
  return `${direction} ${detail.fund.name} ${detail.amount}元 ${status}`;
}

module.exports = { journey };
