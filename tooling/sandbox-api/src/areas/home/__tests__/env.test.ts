import { describe, expect, it } from 'vitest';
import { Client, freshSandbox } from '../../../__tests__/helpers';

describe('the environment notice (GET /env/, README "Environment notice")', () => {
  it('says it is a demonstration whose market data is replayed and whose trades are simulated', async () => {
    const sb = freshSandbox('2026-04-20T10:00:00+08:00');
    const c = new Client(sb);
    const r = await c.get('/env/');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      name: '演示环境',
      notice: '演示环境：行情为历史真实数据回放，交易为模拟',
      today: '2026-04-20',
    });
    expect(r.body.simulated.length).toBeGreaterThan(0);
    sb.close();
  });
});
