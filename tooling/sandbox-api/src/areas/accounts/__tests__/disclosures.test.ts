import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox, openAccount } from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';

describe('risk disclosures are signed once per version and notices are marked once (spec 001 §7 Risk)', () => {
  let sb: SandboxApp;
  let c: Client;
  let high: string;
  let low: string;
  beforeAll(async () => {
    sb = freshSandbox();
    c = new Client(sb);
    await openAccount(c, '13600136001');
    high = sb.ctx.market.funds.find((f) => f.risk >= 4 && !f.isMoney)!.code;
    low = sb.ctx.market.funds.find((f) => f.risk <= 2)!.code;
  });
  afterAll(() => sb.close());

  it('asks to sign the high-risk disclosure for an R4/R5 fund and nothing for a low-risk one', async () => {
    const h = await c.get(`/funds/risk_disclosure/${Number(high)}/check/`);
    expect(h.body).toEqual({ need_sign: true, signed: false, disclosure_id: 1 });
    const l = await c.get(`/funds/risk_disclosure/${Number(low)}/check/`);
    expect(l.body).toEqual({ need_sign: false, signed: false });
    expect((await c.get('/funds/risk_disclosure/999999/check/')).status).toBe(404);
  });

  it('serves the disclosure text, marked as sandbox sample', async () => {
    const d = await c.get('/funds/risk_disclosure/1/');
    expect(d.body).toMatchObject({ id: 1, version: '2026.1', need_password: true, signed: false });
    expect(d.body.content).toContain('示例文本');
    expect((await c.get('/funds/risk_disclosure/7/')).status).toBe(404);
  });

  it('signs with the trade password, remembers it, and keeps the first signing time', async () => {
    const wrong = await c.post('/funds/risk_disclosure/', {
      disclosure_id: 1,
      fund_id: Number(high),
      password: '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.password?.[0]).toContain('交易密码错误');
    const noPw = await c.post('/funds/risk_disclosure/', { disclosure_id: 1 });
    expect(noPw.body.errors?.password).toEqual(['请输入交易密码']);
    const ok = await c.post('/funds/risk_disclosure/', {
      disclosure_id: 1,
      fund_id: Number(high),
      password: '135790',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.signed).toBe(true);
    await c.post('/__sandbox/clock', { now: '2026-04-21T10:00:00+08:00' });
    const again = await c.post('/funds/risk_disclosure/', { disclosure_id: 1, password: '135790' });
    expect(again.body.signed_at).toBe(ok.body.signed_at);
    expect((await c.get(`/funds/risk_disclosure/${Number(high)}/check/`)).body).toEqual({
      need_sign: false,
      signed: true,
      disclosure_id: 1,
    });
    expect((await c.get('/funds/risk_disclosure/1/')).body.signed).toBe(true);
  });

  it('marks a notice as read for this user only', async () => {
    expect((await c.get('/funds/notice_mark/check/?code=bao_intro')).body).toEqual({
      code: 'bao_intro',
      marked: false,
    });
    expect((await c.post('/funds/notice_mark/mark/', { code: 'bao_intro' })).body.marked).toBe(
      true,
    );
    expect((await c.get('/funds/notice_mark/check/?code=bao_intro')).body.marked).toBe(true);
    const bad = await c.post('/funds/notice_mark/mark/', { code: '含空格 的标识' });
    expect(bad.status).toBe(400);
    const other = new Client(sb);
    await openAccount(other, '13600136002');
    expect((await other.get('/funds/notice_mark/check/?code=bao_intro')).body.marked).toBe(false);
  });
});
