import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox } from '../../../__tests__/helpers';
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
    expect(asked.body.errors.slider_token).toEqual(['请先完成滑块验证']);
    expect((await send('13700137001', '')).status).toBe(400);
    const passed = await send('13700137001', 'slider-proof-1');
    expect(passed.status).toBe(200);
    expect(passed.body.detail).toBe('验证码已发送，请查收');
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
