import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox, sliderProof } from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';

describe('captcha send asks for a passed slider check from the 4th send to one mobile within 10 minutes (spec 000 §5)', () => {
  let sb: SandboxApp;
  let c: Client;
  const t0 = Date.parse('2026-04-20T10:00:00+08:00');
  const send = (mobile: string, proof?: string) =>
    c.get(
      `/accounts/new_mobile_captcha/?mobile=${mobile}${proof === undefined ? '' : `&slider_token=${proof}`}`,
    );
  beforeAll(() => {
    sb = freshSandbox();
    c = new Client(sb);
  });
  afterAll(() => sb.close());

  it('sends the first three without a slider, then answers 400 请先完成滑块验证 until a proof comes', async () => {
    for (let i = 0; i < 3; i++) {
      sb.ctx.clock.set(t0 + i * 61_000);
      expect((await send('13700137001')).status).toBe(200);
    }
    sb.ctx.clock.set(t0 + 3 * 61_000);
    const asked = await send('13700137001');
    expect(asked.status).toBe(400);
    expect(asked.body.errors?.slider_token).toEqual(['请先完成滑块验证']);
    expect((await send('13700137001', '')).status).toBe(400);
    // A string the server did not issue is no proof.
    const forged = await send('13700137001', 'slider-proof-1');
    expect(forged.status).toBe(400);
    expect(forged.body.errors?.slider_token).toEqual(['滑块验证已失效，请重新验证']);
    const passed = await send('13700137001', await sliderProof(c, '13700137001'));
    expect(passed.status).toBe(200);
    expect(passed.body.detail).toBe('验证码已发送，请查收');
  });

  it('takes a proof once, only for the mobile it was issued for, for 5 minutes', async () => {
    const mobile = '13700137009';
    for (let i = 0; i < 3; i++) {
      sb.ctx.clock.set(t0 + 60 * 60_000 + i * 61_000);
      expect((await send(mobile)).status).toBe(200);
    }
    sb.ctx.clock.set(t0 + 60 * 60_000 + 3 * 61_000);
    const other = await sliderProof(c, '13700137008');
    expect((await send(mobile, other)).body.errors?.slider_token).toEqual([
      '滑块验证已失效，请重新验证',
    ]);
    const stale = await sliderProof(c, mobile);
    sb.ctx.clock.set(t0 + 60 * 60_000 + 3 * 61_000 + 5 * 60_000 + 1);
    expect((await send(mobile, stale)).status).toBe(400);
    const proof = await sliderProof(c, mobile);
    expect((await send(mobile, proof)).status).toBe(200);
    sb.ctx.clock.set(t0 + 60 * 60_000 + 4 * 61_000 + 5 * 60_000 + 1);
    const reused = await send(mobile, proof);
    expect(reused.status).toBe(400);
    expect(reused.body.errors?.slider_token).toEqual(['滑块验证已失效，请重新验证']);
  });

  it('refuses a pass faster than 300 ms or a ticket the widget did not make (验证未通过，请重试)', async () => {
    for (const ticket of ['builtin.v1.120.1', 'vendor-xyz', 'builtin.v1.abc.1']) {
      const r = await c.post('/accounts/slider_check/', { mobile: '13700137001', ticket });
      expect(r.status).toBe(400);
      expect(r.body.errors?.ticket).toEqual(['验证未通过，请重试']);
    }
    const ok = await c.post('/accounts/slider_check/', {
      mobile: '13700137001',
      ticket: 'builtin.v1.300.0',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.expires_in).toBe(300);
  });

  it('counts per mobile: another mobile sends without a slider', async () => {
    sb.ctx.clock.set(t0 + 5 * 61_000);
    expect((await send('13700137002')).status).toBe(200);
  });

  it('forgets sends older than 10 minutes on the sandbox clock', async () => {
    for (let i = 0; i < 3; i++) {
      sb.ctx.clock.set(t0 + 20 * 60_000 + i * 61_000);
      expect((await send('13700137003')).status).toBe(200);
    }
    // 10 minutes after the first of the three, only two remain in the window.
    sb.ctx.clock.set(t0 + 30 * 60_000);
    expect((await send('13700137003')).status).toBe(200);
    sb.ctx.clock.set(t0 + 31 * 60_000); // the sends at 21:01, 22:02 and 30:00 are in the window
    expect((await send('13700137003')).status).toBe(400);
  });
});
