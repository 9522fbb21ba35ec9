// ESLint rule `jijin/area-boundaries`: a relative import is judged by WHERE IT LANDS,
// not by how it is spelled, so an area imports its own files by plain relative path
// (`../api`, `./components/x`) and any import that leaves its folder fails:
//
//   packages/features/src/<area>/**  may reach  <area>/**, app/**, shared/**, and packages
//   packages/features/src/shared/**  may reach  shared/**, app/**
//   packages/features/src/app/**     may reach  app/** (the frame knows no area; its tests
//                                    may also use the shared/test harness)
//   packages/features/src/*.ts and src/__tests__/** compose the areas: not checked
//
// Static imports, `export … from`, dynamic `import('…')` and `vi.mock('…')` are all checked.
import path from 'node:path';

/** Which folders of features/src the code in `dir` may import from (tests may use the harness). */
function allowedFrom(dir, isTest) {
  if (dir === 'app') return new Set(isTest ? ['app', 'shared'] : ['app']);
  if (dir === 'shared') return new Set(['shared', 'app']);
  return new Set([dir, 'app', 'shared']);
}

/** `packages/features/src` as an absolute path segment list, found in a file name. */
function splitFeatureFile(filename) {
  const normalized = filename.split(path.sep).join('/');
  const marker = '/packages/features/src/';
  const at = normalized.lastIndexOf(marker);
  if (at < 0) return null;
  const root = normalized.slice(0, at + marker.length - 1);
  const rest = normalized.slice(at + marker.length).split('/');
  // A file directly in src (index.ts, the package's public entry; areas.ts, the one list of
  // areas) composes the areas, and so do the package-level tests in src/__tests__: exempt.
  if (rest.length < 2 || rest[0] === '__tests__') return null;
  return { root, dir: rest[0], isTest: rest.includes('__tests__') };
}

const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A feature area imports only its own folder, app/ and shared/; the frame (app/) imports no area.',
    },
    schema: [],
    messages: {
      leaves:
        "'{{source}}' leaves the '{{dir}}' folder for '{{target}}': {{rule}} (CONTRIBUTING.md \"Add a product area\").",
      barrel:
        "Inside @jijin/features import files directly, never the package's own entry '{{source}}'.",
    },
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    const where = splitFeatureFile(filename);
    if (!where) return {};
    const allowed = allowedFrom(where.dir, where.isTest);
    const ruleText =
      where.dir === 'app'
        ? 'the frame (app/) imports no area and no shared/ file'
        : where.dir === 'shared'
          ? 'shared/ may use only shared/ and app/'
          : `the '${where.dir}' area may use only its own folder, app/ and shared/`;

    function check(node, source) {
      if (typeof source !== 'string') return;
      if (source === '@jijin/features' || source.startsWith('@jijin/features/')) {
        context.report({ node, messageId: 'barrel', data: { source } });
        return;
      }
      if (!source.startsWith('.')) return;
      const target = path.posix.normalize(
        path.posix.join(path.posix.dirname(filename.split(path.sep).join('/')), source),
      );
      let landed;
      if (target.startsWith(`${where.root}/`)) {
        const parts = target.slice(where.root.length + 1).split('/');
        // `../index` (the package entry) or a file at src level is outside every folder.
        landed = parts.length > 1 ? parts[0] : `src/${parts[0]}`;
      } else {
        landed = 'outside packages/features/src';
      }
      if (allowed.has(landed)) return;
      context.report({
        node,
        messageId: 'leaves',
        data: { source, dir: where.dir, target: landed, rule: ruleText },
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
      CallExpression: (node) => {
        const callee = node.callee;
        const isViMock =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'vi' &&
          callee.property.type === 'Identifier' &&
          (callee.property.name === 'mock' || callee.property.name === 'importActual');
        const arg = node.arguments[0];
        if (isViMock && arg && arg.type === 'Literal') check(arg, arg.value);
      },
    };
  },
};

/** The plugin as eslint.config.mjs registers it: `plugins: { jijin: areaBoundaries }`. */
export const areaBoundaries = { rules: { 'area-boundaries': rule } };
