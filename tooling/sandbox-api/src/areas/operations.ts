/**
 * Who answers each operation of the contract: an area's handler or none ("fallback": answered 501
 * 该接口尚未实现; the synthesizer that made answers up and the legacy handler files are gone). Used by the operation table (`pnpm --filter @jijin/sandbox-api ops:table`) and
 * the test that lets the fallback only shrink.
 */
import type { OpenApi } from '../http/openapi';
import type { SandboxArea } from './define';

export interface OperationRow {
  method: string;
  path: string;
  /** `METHOD /path/` as openapi.yaml writes it. */
  key: string;
  operationId: string;
  /** The contract's tag (its product family). */
  tag: string;
  /** Area id or `fallback`. */
  owner: string;
  /** `area` or `none (501)`. */
  answeredBy: string;
}

/** One row per operation of the contract, sorted by path then method. */
export function operationRows(oa: OpenApi, areas: readonly SandboxArea[]): OperationRow[] {
  const areaOf = new Map<string, string>();
  for (const a of areas) for (const k of Object.keys(a.handlers)) areaOf.set(k, a.id);
  return oa.ops
    .map((op) => {
      const key = `${op.method} ${op.path}`;
      const area = areaOf.get(key);
      const owner = area ?? 'fallback';
      const answeredBy = area ? 'area' : 'none (501)';
      const tags = (op.spec.tags as string[] | undefined) ?? [];
      return {
        method: op.method,
        path: op.path,
        key,
        operationId: op.operationId,
        tag: tags[0] ?? '',
        owner,
        answeredBy,
      };
    })
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.method < b.method ? -1 : 1));
}

/** The operations still answered by the fallback, as sorted `METHOD /path/` keys. */
export function fallbackOperations(oa: OpenApi, areas: readonly SandboxArea[]): string[] {
  return operationRows(oa, areas)
    .filter((r) => r.owner === 'fallback')
    .map((r) => r.key)
    .sort();
}
