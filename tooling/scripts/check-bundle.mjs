// Bundle isolation: each app's built bundle carries its own bridge and nothing of the
// other hosts' bridges; the browser bundle carries neither. Runs after `vite build` in an app's
// folder: `node ../../tooling/scripts/check-bundle.mjs <browser|native-webview|mini-program-h5>`.
// Exits 1 and names the offending file.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Strings only a host's bridge code contains: `own` must be in its bundle, all of them in no other. */
const MARKERS = {
  'native-webview': {
    own: ['jijin-native-bridge/1', '__jijinNativeReceive', 'JijinAndroid'],
    alsoForbiddenElsewhere: ['messageHandlers'],
  },
  'mini-program-h5': {
    own: ['jijin-mini-program-bridge/1', 'invokeMiniProgramAPI', '/pages/login/index'],
    alsoForbiddenElsewhere: ['WeixinJSBridge'],
  },
};

const app = process.argv[2];
if (!['browser', ...Object.keys(MARKERS)].includes(app)) {
  console.error(`usage: check-bundle.mjs <browser|${Object.keys(MARKERS).join('|')}>`);
  process.exit(2);
}
const dist = path.resolve(process.cwd(), 'dist');
const must = MARKERS[app]?.own ?? [];
const mustNot = Object.entries(MARKERS)
  .filter(([name]) => name !== app)
  .flatMap(([, m]) => [...m.own, ...m.alsoForbiddenElsewhere]);

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.(js|mjs|html)$/.test(name) ? [full] : [];
  });
const bundle = files(dist).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const problems = [
  ...must
    .filter((m) => !bundle.some((b) => b.text.includes(m)))
    .map((m) => `missing ${JSON.stringify(m)}`),
  ...bundle.flatMap((b) =>
    mustNot
      .filter((m) => b.text.includes(m))
      .map((m) => `${path.relative(dist, b.file)} contains ${JSON.stringify(m)}`),
  ),
];
if (problems.length > 0) {
  console.error(`${app} bundle isolation failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info(`${app} bundle isolation ok (${bundle.length} files)`);
