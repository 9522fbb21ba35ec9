import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox, icbcCard, idCard, signUp } from '../../../__tests__/helpers';
import { idCheckChar } from '../../../domain/checks';
import type { SandboxApp } from '../../../index';

/** Signs a new mobile up and returns a client holding its token. */
/** A new client of `sb`, signed up with `mobile`. */
async function signedUp(sb: SandboxApp, mobile: string): Promise<Client> {
  const c = new Client(sb);
  await signUp(c, mobile);
  return c;
}

describe('binding a card with the identity in the same request applies the rules of 实名认证 (spec 000 §4, 001 §5)', () => {
  let sb: SandboxApp;
  beforeAll(() => {
    sb = freshSandbox();
  });
  afterAll(() => sb.close());

  it('refuses an identity under 18 on the sandbox clock, and binds no card', async () => {
    const c = await signedUp(sb, '13700137101');
    const first = '11010120100101001'; // born 2010-01-01: 16 on 2026-04-20
    const r = await c.post('/funds/bind_bank_card/', {
      real_name: '李四',
      id_card_no: first + idCheckChar(first),
      bank_card_no: icbcCard(),
      mobile: '13700137101',
    });
    expect(r.status).toBe(400);
    expect(r.body.errors?.id_card_no).toEqual(['未满18周岁不能开户']);
    expect((await c.get('/accounts/identity_verfications/mine/')).status).toBe(404);
    expect((await c.get('/accounts/bank_cards/mine/')).body).toEqual([]);
  });

  it('refuses an ID number another account already verified', async () => {
    const a = await signedUp(sb, '13700137102');
    const id = idCard(7102);
    expect(
      (await a.post('/accounts/identity_verfications/', { real_name: '张三', id_card_no: id }))
        .status,
    ).toBe(200);
    const b = await signedUp(sb, '13700137103');
    const r = await b.post('/funds/bind_bank_card/', {
      real_name: '张三',
      id_card_no: id,
      bank_card_no: icbcCard(),
      mobile: '13700137103',
    });
    expect(r.status).toBe(400);
    expect(r.body.errors?.id_card_no).toEqual(['该身份证号已被其他账户认证']);
  });

  it('records a valid identity and binds the card', async () => {
    const c = await signedUp(sb, '13700137104');
    const r = await c.post('/funds/bind_bank_card/', {
      real_name: '王五',
      id_card_no: idCard(7104),
      bank_card_no: icbcCard(),
      mobile: '13700137104',
    });
    expect(r.status).toBe(200);
    const mine = await c.get('/accounts/identity_verfications/mine/');
    expect(mine.status).toBe(200);
    expect(mine.body.status).toBe(1);
  });
});
