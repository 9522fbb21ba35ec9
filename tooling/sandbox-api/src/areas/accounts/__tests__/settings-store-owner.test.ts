import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox, openAccount } from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';

describe('settings report is_store_owner from the store area, not a constant (spec 001 §1, §2 Store)', () => {
  let sb: SandboxApp;
  let c: Client;
  beforeAll(async () => {
    sb = freshSandbox();
    c = new Client(sb);
    await openAccount(c, '13800009101');
  });
  afterAll(() => sb.close());

  it('is false before the store is approved and true once it is', async () => {
    expect((await c.get('/accounts/settings/')).body.is_store_owner).toBe(false);
    const applied = await c.post('/store/apply/', {
      name: '稳健投顾小店',
      real_name: '张三',
      qualification: 'A0123456789',
    });
    expect(applied.status).toBe(200);
    expect((await c.get('/accounts/settings/')).body.is_store_owner).toBe(false);
    expect((await c.post('/__sandbox/store_approve', { mobile: '13800009101' })).body.status).toBe(
      1,
    );
    expect((await c.get('/accounts/settings/')).body.is_store_owner).toBe(true);
  });
});
