/**
 * What the seed builders share: where the reference data is (`<repo>/../shared/data`, override
 * with SEED_SOURCE), where the seeds go (`seed/`), reading a text file of the data and a minimal
 * RFC 4180 CSV parser (quoted fields with commas and newlines). Every builder reads a source file
 * through here, so a CSV is parsed by one piece of code.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The sandbox package's folder (`tooling/sandbox-api`). */
export const PKG_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The reference data: SEED_SOURCE, else the first `shared/data` in a folder above the repository
 * (`../shared/data` beside it, or higher for a checkout inside a worktree folder).
 */
export const SRC = process.env.SEED_SOURCE ?? findSharedData(resolve(PKG_DIR, '../..'));

function findSharedData(repo: string): string {
  for (let dir = dirname(repo); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared/data');
    if (existsSync(candidate) || dir === dirname(dir)) return candidate;
  }
}
/** Where the committed seed files live. */
export const SEED_DIR = join(PKG_DIR, 'seed');

/** Stops the build with a message when the reference data is not there. */
export function requireSource(): void {
  if (!existsSync(SRC)) {
    console.error(`seed source not found: ${SRC}`);
    process.exit(1);
  }
}

/** A text file of the reference data (path relative to SRC), without a byte-order mark. */
export function readText(p: string): string {
  return readFileSync(join(SRC, p), 'utf8').replace(/^\uFEFF/, '');
}

/** Rows of a CSV text (RFC 4180: quoted fields may hold commas, quotes and newlines). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let q = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (q) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else q = false;
      } else field += c;
    } else if (c === '"') q = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      field = '';
      if (row.length > 1 || row[0] !== '') rows.push(row);
      row = [];
    } else field += c;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** A CSV file of the reference data as objects keyed by its header (missing cells are ''). */
export function csvObjects(p: string): Record<string, string>[] {
  const [head, ...rows] = parseCsv(readText(p));
  return rows.map((r) => Object.fromEntries(head!.map((h, i) => [h, r[i] ?? ''])));
}
