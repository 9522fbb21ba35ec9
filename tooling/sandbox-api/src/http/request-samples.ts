/**
 * Request samples for the contract test and the operations table (`scripts/ops-table.ts`): a
 * value for a request body or query parameter that its schema in openapi.yaml accepts (enum,
 * pattern, length, bounds, formats), chosen by the field's name where the name says what it is
 * (a fund code of the seed, a mobile number, a trade password). Never an answer: the sandbox
 * answers an operation without a handler 501. Deterministic: the same schema and name
 * give the same value.
 */
import type { Ctx } from '../ctx';
import type { ReqBase, WireReq } from './registry';
import { loadOpenApi } from './openapi';

/** The JSON Schema keywords of openapi.yaml that the samples read. */
interface Schema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minItems?: number;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
}

function deref(s: Schema | undefined): Schema {
  return s ? (loadOpenApi().deref(s as Record<string, unknown>) as Schema) : {};
}

/** A fund of the seed with a NAV series (the first by code), for fields naming a fund. */
function seedFundCode(req: ReqBase): string {
  const funds = req.ctx.market.funds;
  return (funds.find((f) => f.series && f.series.days.length > 1) ?? funds[0])?.code ?? '000001';
}

/** Candidates for a string field, by name and format, most specific first. */
function stringCandidates(name: string, s: Schema, req: ReqBase): string[] {
  const n = name.toLowerCase();
  const date = req.ctx.navDate();
  const out: string[] = [];
  if (s.format === 'date') return [date];
  if (s.format === 'date-time') return [`${date}T10:00:00+08:00`];
  if (s.format === 'email') return ['investor@example.com'];
  if (s.format === 'uri' || s.format === 'url' || n.endsWith('url'))
    out.push(`${req.origin}/static/images/sample.svg`);
  if (/symbol|^code$|fund_code/.test(n)) out.push(seedFundCode(req));
  if (/mobile|phone/.test(n)) out.push('13800138000');
  if (/password/.test(n)) out.push('135790');
  if (/captcha|token/.test(n)) out.push('123456');
  if (/amount|money|price|fare|shares/.test(n)) out.push('1000.00');
  if (/username|nickname/.test(n)) out.push('沙盒投资者');
  if (n === 'real_name' || n === 'name' || n.endsWith('_name')) out.push('张三');
  if (/id_no|id_card|identity/.test(n)) out.push('110101199003074514');
  if (Array.isArray(s.examples))
    out.push(...s.examples.filter((x: unknown) => typeof x === 'string'));
  if (typeof s.example === 'string') out.push(s.example);
  if (typeof s.default === 'string') out.push(s.default);
  out.push('1000.00', '1', '沙盒', 'sandbox', 'a');
  return out;
}

function stringFor(name: string, s: Schema, req: ReqBase): string {
  const re = typeof s.pattern === 'string' ? new RegExp(s.pattern, 'u') : null;
  for (const c of stringCandidates(name, s, req)) {
    const length = [...c].length;
    if (re && !re.test(c)) continue;
    if (s.minLength !== undefined && length < s.minLength) continue;
    if (s.maxLength !== undefined && length > s.maxLength) continue;
    return c;
  }
  return 'x'.repeat(s.minLength ?? 1);
}

function numberFor(name: string, s: Schema, integer: boolean): number {
  let v = typeof s.default === 'number' ? s.default : /amount|money/.test(name) ? 1000 : 1;
  const step = integer ? 1 : 0.01;
  const min =
    s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + step : undefined);
  const max =
    s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - step : undefined);
  if (min !== undefined && v < min) v = min;
  if (max !== undefined && v > max) v = max;
  if (s.multipleOf) v = Math.ceil(v / s.multipleOf) * s.multipleOf;
  return integer ? Math.round(v) : v;
}

function gen(raw: Schema | undefined, name: string, req: ReqBase, depth: number): unknown {
  const s = deref(raw);
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum)) return s.enum.find((x: unknown) => x !== null) ?? null;
  if (s.allOf) {
    const parts = s.allOf.map((p) => gen(p, name, req, depth));
    return parts.every((p) => p && typeof p === 'object' && !Array.isArray(p))
      ? Object.assign({}, ...parts)
      : parts.at(-1);
  }
  const alt = s.oneOf ?? s.anyOf;
  if (alt) return gen(alt.find((o) => deref(o).type !== 'null') ?? alt[0], name, req, depth);
  let type = s.type;
  if (Array.isArray(type)) type = type.find((t) => t !== 'null') ?? 'null';
  if (!type) type = s.properties ? 'object' : s.items ? 'array' : 'string';
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return typeof s.default === 'boolean' ? s.default : true;
    case 'integer':
      return numberFor(name, s, true);
    case 'number':
      return numberFor(name, s, false);
    case 'string':
      return stringFor(name, s, req);
    case 'array':
      return depth > 4
        ? []
        : Array.from({ length: Math.max(1, s.minItems ?? 1) }, () =>
            gen(s.items, name, req, depth + 1),
          );
    default: {
      const out: Record<string, unknown> = {};
      const required = new Set<string>(s.required ?? []);
      for (const [k, v] of Object.entries(s.properties ?? {}))
        if (depth < 4 || required.has(k)) out[k] = gen(v, k, req, depth + 1);
      return out;
    }
  }
}

/**
 * A request value its schema accepts, for a body or a query parameter.
 * @param req the sandbox request context (the seed's funds, the dev clock's NAV date, the origin)
 * @param schema the body's or parameter's schema (a `$ref` is followed)
 * @param key the parameter's name (chooses the value of a bare string, e.g. `symbol`); for a body
 *   its fields' own names do
 */
export function sample(req: ReqBase, schema: Record<string, unknown>, key = ''): unknown {
  return gen(schema, key, req, 0);
}

/**
 * A guest request on `ctx` with nothing in it: the context {@link sample} reads when it makes
 * values for the sweeps over every operation (the contract tests, the operations table).
 */
export function sampleRequest(ctx: Ctx, method = 'GET'): WireReq {
  return {
    ctx,
    origin: 'http://127.0.0.1:8787',
    params: {},
    query: {},
    path: '',
    method,
    headers: {},
    body: null,
    userId: null,
  };
}
