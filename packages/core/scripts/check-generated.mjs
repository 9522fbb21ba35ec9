#!/usr/bin/env node
/**
 * Fails (exit 1) when src/api/schema.gen.ts is stale, i.e. differs from what
 * `pnpm --filter @jijin/core generate` would write for the current openapi/openapi.yaml.
 *
 * It runs the same openapi-typescript CLI with the same arguments as the `generate` script,
 * into a temporary file, and compares the two byte for byte (line endings normalised).
 * It then checks that the operation table in README.md matches the contract
 * (scripts/operations-table.mjs --check).
 *
 * Usage: node scripts/check-generated.mjs   (run from anywhere; paths are package-relative)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkgDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const spec = join(pkgDir, 'openapi', 'openapi.yaml');
const committed = join(pkgDir, 'src', 'api', 'schema.gen.ts');
const require = createRequire(join(pkgDir, 'package.json'));
const cli = join(dirname(require.resolve('openapi-typescript/package.json')), 'bin', 'cli.js');

const tmp = mkdtempSync(join(tmpdir(), 'jijin-openapi-'));
const fresh = join(tmp, 'schema.gen.ts');
try {
  // Same invocation as package.json "generate", run from the package directory so that the
  // relative paths (and therefore the output) are identical.
  const run = spawnSync(process.execPath, [cli, 'openapi/openapi.yaml', '-o', fresh], {
    cwd: pkgDir,
    encoding: 'utf8',
  });
  if (run.status !== 0) {
    console.error(
      `check-generated: openapi-typescript failed on ${relative(process.cwd(), spec)}:`,
    );
    console.error(run.stderr || run.stdout);
    process.exit(1);
  }
  if (!existsSync(committed)) {
    console.error(
      'check-generated: src/api/schema.gen.ts is missing. Run `pnpm --filter @jijin/core generate` and commit it.',
    );
    process.exit(1);
  }
  const norm = (s) => s.replace(/\r\n/g, '\n');
  const want = norm(readFileSync(fresh, 'utf8'));
  const have = norm(readFileSync(committed, 'utf8'));
  if (want !== have) {
    const a = have.split('\n');
    const b = want.split('\n');
    let line = 0;
    while (line < a.length && line < b.length && a[line] === b[line]) line += 1;
    console.error(
      'check-generated: src/api/schema.gen.ts is STALE — it does not match openapi/openapi.yaml.',
    );
    console.error(`  first difference at line ${line + 1}:`);
    console.error(`    committed: ${a[line] ?? '<end of file>'}`);
    console.error(`    expected:  ${b[line] ?? '<end of file>'}`);
    console.error(
      '  Fix: pnpm --filter @jijin/core generate, then commit src/api/schema.gen.ts. Never edit it by hand.',
    );
    process.exit(1);
  }
  console.log('check-generated: src/api/schema.gen.ts is up to date.');

  // The README's operation table is generated from the same contract: fail when it is stale too.
  const table = spawnSync(
    process.execPath,
    [join(pkgDir, 'scripts', 'operations-table.mjs'), '--check'],
    {
      cwd: pkgDir,
      encoding: 'utf8',
    },
  );
  process.stdout.write(table.stdout);
  process.stderr.write(table.stderr);
  if (table.status !== 0) process.exit(1);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
