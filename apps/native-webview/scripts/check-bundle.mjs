// Bundle isolation (issue 8): this app's built bundle carries the native bridge and nothing of
// the mini-program bridge. Runs after `vite build`; exits 1 and names the offending file.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const MUST = ['jijin-native-bridge/1', '__jijinNativeReceive', 'JijinAndroid'];
const MUST_NOT = [
  'jijin-mini-program-bridge/1',
  'invokeMiniProgramAPI',
  '/pages/login/index',
  'WeixinJSBridge',
];

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.(js|mjs|html)$/.test(name) ? [full] : [];
  });
const bundle = files(dist).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const problems = [
  ...MUST.filter((m) => !bundle.some((b) => b.text.includes(m))).map(
    (m) => `missing ${JSON.stringify(m)}`,
  ),
  ...bundle.flatMap((b) =>
    MUST_NOT.filter((m) => b.text.includes(m)).map(
      (m) => `${path.relative(dist, b.file)} contains ${JSON.stringify(m)}`,
    ),
  ),
];
if (problems.length > 0) {
  console.error(`native-webview bundle isolation failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info(`native-webview bundle isolation ok (${bundle.length} files)`);
