import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox, signUp, type Body, type BodyOf } from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';

/** A 300 x 200 PNG: red left half, blue right half. */
function twoColourPng(): Buffer {
  const png = new PNG({ width: 300, height: 200 });
  for (let y = 0; y < 200; y++)
    for (let x = 0; x < 300; x++) {
      const i = (y * 300 + x) * 4;
      png.data[i] = x < 150 ? 220 : 0;
      png.data[i + 1] = 0;
      png.data[i + 2] = x < 150 ? 0 : 220;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}

describe('the avatar upload stores the picture and serves four sizes (spec 000 §7 avatar upload)', () => {
  let sb: SandboxApp;
  let c: Client;
  let userId: number;
  beforeAll(async () => {
    sb = freshSandbox();
    c = new Client(sb);
    userId = (await signUp(c, '13900139001')).user.id;
  });
  afterAll(() => sb.close());

  const upload = async (file: Blob, name = 'avatar') => {
    const form = new FormData();
    form.append(name, file, 'me.png');
    const r = await sb.fetch(
      new Request('http://127.0.0.1:8787/api/v1/accounts/avatar/', {
        method: 'POST',
        headers: {
          cookie: `csrftoken=${c.cookie}`,
          'x-csrftoken': c.cookie,
          authorization: `Bearer ${c.token}`,
        },
        body: form,
      }),
    );
    const body = (await r.json()) as Body<BodyOf<'POST', '/accounts/avatar/'>>;
    expect(sb.oa.validateResponse('POST', '/accounts/avatar/', r.status, body)).toBeNull();
    return { status: r.status, body };
  };

  it('answers generated initials before any upload', async () => {
    const r = await c.get('/accounts/avatar/');
    expect(r.body.avatar_md).toMatch(new RegExp(`/static/avatar/${userId}/md\\.svg$`));
  });

  it('scales the centre square of the upload to 48, 96, 160 and 320 px PNGs', async () => {
    const r = await upload(new Blob([new Uint8Array(twoColourPng())], { type: 'image/png' }));
    expect(r.status).toBe(200);
    const sizes = { avatar_xs: 48, avatar_sm: 96, avatar_md: 160, avatar_lg: 320 } as const;
    for (const [field, n] of Object.entries(sizes)) {
      const url = r.body[field as keyof typeof sizes];
      expect(url).toMatch(new RegExp(`/static/avatar/${userId}/\\w\\w\\.png\\?v=`));
      const img = await sb.fetch(new Request(url));
      expect(img.status).toBe(200);
      expect(img.headers.get('content-type')).toBe('image/png');
      const png = PNG.sync.read(Buffer.from(await img.arrayBuffer()));
      expect([png.width, png.height]).toEqual([n, n]);
      // centre square of 300 x 200 is x 50..250: left of its middle red, right of it blue
      const px = (x: number) => [
        ...png.data.subarray((Math.floor(n / 2) * n + x) * 4, (Math.floor(n / 2) * n + x) * 4 + 3),
      ];
      expect(px(1)).toEqual([220, 0, 0]);
      expect(px(n - 2)).toEqual([0, 0, 220]);
    }
    const settings = await c.get('/accounts/settings/');
    expect(settings.body.avatar_lg).toBe(r.body.avatar_lg);
    expect((await c.get('/accounts/avatar/')).body).toEqual(r.body);
  });

  it('refuses a file that is not a JPG or PNG with a Chinese message and keeps the old avatar', async () => {
    const before = (await c.get('/accounts/avatar/')).body;
    const r = await upload(new Blob(['not an image'], { type: 'text/plain' }));
    expect(r.status).toBe(400);
    expect(r.body.errors?.avatar?.[0]).toContain('JPG');
    expect((await c.get('/accounts/avatar/')).body).toEqual(before);
  });

  it('refuses a form without the avatar part', async () => {
    const r = await upload(new Blob([new Uint8Array(twoColourPng())]), 'picture');
    expect(r.status).toBe(400);
    expect(r.body.errors?.avatar).toBeDefined();
  });
});

describe('social bindings are user state (spec 000 §7 accounts/social_bindings/)', () => {
  let sb: SandboxApp;
  let c: Client;
  beforeAll(async () => {
    sb = freshSandbox();
    c = new Client(sb);
    await signUp(c, '13900139002');
  });
  afterAll(() => sb.close());

  it('lists every provider unbound for a new user, then bound after the binding call', async () => {
    const before = await c.get('/accounts/social_bindings/');
    expect(before.body.map((b: { provider: string }) => b.provider)).toEqual([
      'weixin',
      'qq',
      'weibo',
    ]);
    expect(before.body.every((b: { bound: boolean }) => !b.bound)).toBe(true);
    const bind = await c.post('/store/social_bindings/', { provider: 'weixin', code: 'auth-1' });
    expect(bind.status).toBe(200);
    expect(bind.body).toMatchObject({ provider: 'weixin', bound: true, nickname: null });
    const after = await c.get('/accounts/social_bindings/');
    expect(after.body[0]).toMatchObject({ provider: 'weixin', bound: true });
    expect(after.body[1]).toMatchObject({ provider: 'qq', bound: false });
  });

  it('refuses an unknown provider with a Chinese message', async () => {
    const r = await c.post('/store/social_bindings/', { provider: 'myspace', code: 'x' });
    expect(r.status).toBe(400);
    expect(r.body.errors?.provider).toEqual(['不支持该第三方账号']);
  });
});

describe('GET /accounts/settings/ gives the mobile masked (the contract: 138****8000)', () => {
  let sb: SandboxApp;
  beforeAll(() => {
    sb = freshSandbox();
  });
  afterAll(() => sb.close());

  it('shows the first three and the last four digits only', async () => {
    const c = new Client(sb);
    await signUp(c, '13800138000');
    const { body } = await c.get('/accounts/settings/');
    expect(body.mobile).toBe('138****8000');
  });
});
