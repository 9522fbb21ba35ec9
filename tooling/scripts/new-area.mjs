// `pnpm new-area NAME [--root DIR]`: scaffolds an empty product area on both sides — the files
// CONTRIBUTING.md "Add a product area" lists, and nothing else. NAME is kebab-case (`demo`,
// `fund-news`); --root is the repository (default: this script's repository), for the test.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The files a new area creates, relative to the repository root. */
export function createdFiles(name) {
  return [
    `packages/features/src/${name}/index.ts`,
    `packages/features/src/${name}/api.ts`,
    `packages/features/src/${name}/screens/${name}-screen.tsx`,
    `packages/features/src/${name}/README.md`,
    `packages/features/src/${name}/__tests__/${name}-screen.test.tsx`,
    `packages/features/src/app/routes/${name}.ts`,
    `tooling/sandbox-api/src/areas/${name}/index.ts`,
    `tooling/sandbox-api/src/areas/${name}/__tests__/${name}-area.test.ts`,
  ];
}

/** The lists a new area adds one entry to, relative to the repository root. */
export const EDITED_FILES = [
  'packages/features/src/areas.ts',
  'packages/features/src/app/routes/index.ts',
  'tooling/sandbox-api/src/areas/index.ts',
];

const camel = (kebab) => kebab.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());

/** Inserts `line` after the last line matching `after`. */
function insertAfterLast(text, after, line, file) {
  const lines = text.split('\n');
  const at = lines.findLastIndex((l) => after.test(l));
  if (at < 0) throw new Error(`${file}: no line matching ${after}`);
  lines.splice(at + 1, 0, line);
  return lines.join('\n');
}

/** Inserts `line` before the first line matching `before` that follows a line matching `start`. */
function insertBefore(text, start, before, line, file) {
  const lines = text.split('\n');
  const from = lines.findIndex((l) => start.test(l));
  const at = lines.findIndex((l, i) => i > from && before.test(l));
  if (from < 0 || at < 0) throw new Error(`${file}: list not found`);
  lines.splice(at, 0, line);
  return lines.join('\n');
}

function sources(name) {
  const c = camel(name);
  const tag = c[0].toUpperCase() + c.slice(1);
  return {
    [`packages/features/src/${name}/index.ts`]: `import { publicRoute, type AreaModule } from '../app/area';
import { appRoutes } from '../app/routes/index';

/** The '${name}' area: its screens (README.md). */
export const ${c}Area: AreaModule = {
  id: '${name}',
  routes: [publicRoute(appRoutes.${c}Home.pattern, () => import('./screens/${name}-screen'))],
};
`,
    [`packages/features/src/${name}/api.ts`]: `import { baseApi } from '../app/base-api';

/**
 * The '${name}' area's server state: its cache tags here, its endpoints generated from the
 * contract (CONTRIBUTING.md "Add a product area").
 */
export const ${c}Api = baseApi.enhanceEndpoints({ addTagTypes: ['${tag}Thing'] });
`,
    [`packages/features/src/${name}/screens/${name}-screen.tsx`]: `import { Page } from '../../app/page';

/** /${name}/: the area's first screen, empty until the area has content. */
export function ${tag}Screen() {
  return (
    <Page title="新栏目">
      <p role="status">暂无内容</p>
    </Page>
  );
}

export default ${tag}Screen;
`,
    [`packages/features/src/${name}/README.md`]: `# ${name}

| Route | Screen | Login |
| --- | --- | --- |
| \`/${name}/\` (\`appPaths.${c}Home()\`) | the area's first screen (empty state 暂无内容) | – |

Sandbox: \`tooling/sandbox-api/src/areas/${name}/\`.
`,
    [`packages/features/src/${name}/__tests__/${name}-screen.test.tsx`]: `import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { appPaths } from '../../app/routes/index';
import { ${c}Area } from '../index';

describe('the ${name} area opens its first screen (spec 000 §2 common client rules)', () => {
  it('shows its title and an empty state, with no serious axe violation', async () => {
    const view = renderRoute({ url: appPaths.${c}Home(), routes: ${c}Area.routes });
    expect(await screen.findByRole('heading', { name: '新栏目' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('暂无内容');
    await expectNoSeriousAxeViolations(view.container);
  });
});
`,
    [`packages/features/src/app/routes/${name}.ts`]: `import { route } from './route';

/** Screens of the '${name}' area. */
export const ${c}Routes = {
  ${c}Home: route('/${name}/'),
} as const;
`,
    [`tooling/sandbox-api/src/areas/${name}/index.ts`]: `/**
 * The sandbox's '${name}' area: the operations of the contract it answers (none yet), its
 * tables and seed.
 */
import { defineArea } from '../define';

export const ${c}Area = defineArea({
  id: '${name}',
  handlers: {},
});
`,
    [`tooling/sandbox-api/src/areas/${name}/__tests__/${name}-area.test.ts`]: `import { describe, expect, it } from 'vitest';
import { freshSandbox } from '../../../__tests__/helpers';
import { AREAS } from '../../index';

describe('the ${name} area is composed into the sandbox', () => {
  it('is listed once and the sandbox starts with it', () => {
    expect(AREAS.filter((a) => a.id === '${name}')).toHaveLength(1);
    const sb = freshSandbox();
    sb.close();
  });
});
`,
  };
}

/**
 * Creates area `name` under `root`.
 * @returns the repository-relative files created and edited
 * @throws Error when the name is not kebab-case or the area exists
 */
export function newArea(name, root) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
    throw new Error(`区域名须为小写短横线格式（如 fund-news）：${name}`);
  }
  if (existsSync(path.join(root, 'packages/features/src', name))) {
    throw new Error(`区域已存在：${name}`);
  }
  const c = camel(name);
  for (const [file, text] of Object.entries(sources(name))) {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  const edit = (file, fn) => {
    const full = path.join(root, file);
    writeFileSync(full, fn(readFileSync(full, 'utf8'), file));
  };
  edit(EDITED_FILES[0], (t, f) =>
    insertBefore(
      insertAfterLast(
        t,
        /^import \{ \w+Area \} from '\.\//,
        `import { ${c}Area } from './${name}/index';`,
        f,
      ),
      /^export const allAreas/,
      /^\];/,
      `  ${c}Area,`,
      f,
    ),
  );
  edit(EDITED_FILES[1], (t, f) =>
    insertBefore(
      insertAfterLast(
        t,
        /^import \{ \w+Routes \} from '\.\//,
        `import { ${c}Routes } from './${name}';`,
        f,
      ),
      /^export const appRoutes/,
      /^\} as const;/,
      `  ...${c}Routes,`,
      f,
    ),
  );
  edit(EDITED_FILES[2], (t, f) =>
    insertBefore(
      insertAfterLast(
        t,
        /^import \{ \w+Area \} from '\.\//,
        `import { ${c}Area } from './${name}/index';`,
        f,
      ),
      /^export const AREAS/,
      /^\];/,
      `  ${c}Area,`,
      f,
    ),
  );
  return { created: createdFiles(name), edited: EDITED_FILES };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf('--root');
  const root =
    rootAt >= 0
      ? path.resolve(args[rootAt + 1])
      : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const name = args.find((a, i) => !a.startsWith('--') && (rootAt < 0 || i !== rootAt + 1));
  if (!name) {
    console.error('用法：pnpm new-area <区域名> [--root <仓库目录>]');
    process.exit(1);
  }
  try {
    const { created, edited } = newArea(name, root);
    console.log([...created.map((f) => `+ ${f}`), ...edited.map((f) => `~ ${f}`)].join('\n'));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
