import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox, signUp } from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';

describe('the statements email in the settings (spec 000 §5 Email)', () => {
  let sb: SandboxApp;
  let c: Client;
  beforeAll(async () => {
    sb = freshSandbox();
    c = new Client(sb);
    await signUp(c, '13900139002');
  });
  afterAll(() => sb.close());

  it('keeps a valid email and refuses a wrong shape with 400 and errors.email', async () => {
    const ok = await c.post('/accounts/settings/', { email: 'li.na@mail.com.cn' });
    expect(ok.status).toBe(200);
    expect(ok.body.email).toBe('li.na@mail.com.cn');
    const bad = await c.post('/accounts/settings/', { email: 'li.na@mail.example' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.email).toBeTruthy();
    expect((await c.get('/accounts/settings/')).body.email).toBe('li.na@mail.com.cn');
  });
});
