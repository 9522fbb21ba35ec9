import { expect, test } from '../../support/fixtures';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Each app's built bundle holds only its own bridge: the native bridge's markers only
 * in native-webview, the mini-program bridge's (and weixin-js-sdk's) only in mini-program-h5,
 * and the browser bundle neither. Reads the dist folders `vite preview` serves in this run.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const NATIVE = ['jijin-native-bridge/1', '__jijinNativeReceive', 'JijinAndroid'];
const MINI = [
  'jijin-mini-program-bridge/1',
  'invokeMiniProgramAPI',
  'WeixinJSBridge',
  '/pages/login/index',
];

function bundleText(app: string): string {
  const dist = path.join(root, 'apps', app, 'dist');
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory()
        ? walk(full)
        : /\.(js|mjs|html)$/.test(name)
          ? [full]
          : [];
    });
  return walk(dist)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

const found = (text: string, markers: string[]) => markers.filter((m) => text.includes(m));

for (const [app, own, foreign] of [
  ['native-webview', NATIVE, MINI],
  ['mini-program-h5', MINI, NATIVE],
  ['browser', [], [...NATIVE, ...MINI]],
] as const) {
  test(`the ${app} bundle holds ${own.length ? 'its own bridge and ' : ''}no other host's bridge`, () => {
    test.skip(!existsSync(path.join(root, 'apps', app, 'dist')), `apps/${app} is not built`);
    const text = bundleText(app);
    expect(found(text, [...own])).toEqual([...own]);
    expect(found(text, [...foreign])).toEqual([]);
  });
}
