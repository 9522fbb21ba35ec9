import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020Import from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import type { ErrorObject, ValidateFunction } from 'ajv';
import YAML from 'yaml';

/** packages/core/openapi/openapi.yaml, the contract. */
export const OPENAPI_FILE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/core/openapi/openapi.yaml',
);

type Schema = Record<string, unknown>;
type AjvCtor = typeof Ajv2020Import;
const Ajv2020 = ((Ajv2020Import as unknown as { default?: AjvCtor }).default ??
  Ajv2020Import) as AjvCtor;
const addFormats = ((addFormatsImport as unknown as { default?: typeof addFormatsImport })
  .default ?? addFormatsImport) as typeof addFormatsImport;

export interface Operation {
  method: string;
  path: string;
  operationId: string;
  regex: RegExp;
  paramNames: string[];
  literalLength: number;
  isPublic: boolean;
  /** Names of required/declared header params (lower-case). */
  headers: { name: string; required: boolean }[];
  /** The contract declares an `Idempotency-Key` header: the dispatcher answers a key once (http/idempotency.ts). */
  idempotent: boolean;
  validatePath: ValidateFunction | null;
  validateQuery: ValidateFunction | null;
  validateHeaders: ValidateFunction | null;
  validateBody: ValidateFunction | null;
  bodyRequired: boolean;
  bodyJson: boolean;
  /** The body is multipart/form-data (a file upload); its required part names. */
  multipart: { required: string[] } | null;
  queryArrays: Set<string>;
  /** Body properties marked `x-user-text` (README "User text"): stored as plain text. */
  userText: string[];
  responses: Record<string, Schema | null>;
  spec: Schema;
}

const CUSTOM_FORMATS = [
  'binary',
  'byte',
  'int32',
  'int64',
  'float',
  'double',
  'password',
  'decimal',
];

function rewriteRefs<T>(x: T): T {
  if (Array.isArray(x)) return x.map(rewriteRefs) as T;
  if (x && typeof x === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(x)) {
      out[k] =
        k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `oa${v}` : rewriteRefs(v);
    }
    return out as T;
  }
  return x;
}

function resolveRef(doc: Schema, x: Schema): Schema {
  let cur = x;
  for (let i = 0; i < 10 && typeof cur?.$ref === 'string'; i++) {
    const parts = (cur.$ref as string).replace(/^#\//, '').split('/');
    let node: unknown = doc;
    for (const p of parts) node = (node as Record<string, unknown>)[p];
    cur = node as Schema;
  }
  return cur;
}

const CACHE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../data');

/**
 * Parses the YAML contract, caching the parsed JSON in data/ (git-ignored) keyed by the text's
 * hash: YAML parsing the contract takes about a second, JSON a few milliseconds.
 */
function parseCached(file: string): Schema {
  const text = readFileSync(file, 'utf8');
  const hash = createHash('sha1').update(text).digest('hex');
  const cache = resolve(CACHE_DIR, `.openapi-${hash}.json`);
  try {
    if (existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8')) as Schema;
  } catch {
    // a torn or stale cache: parse again
  }
  const doc = YAML.parse(text) as Schema;
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    for (const f of readdirSync(CACHE_DIR))
      if (f.startsWith('.openapi-') && f.endsWith('.json'))
        rmSync(resolve(CACHE_DIR, f), { force: true });
    const tmp = `${cache}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(doc));
    renameSync(tmp, cache);
  } catch {
    // read-only checkout: no cache
  }
  return doc;
}

/** A validator compiled on first use (the contract has hundreds of operations; start-up stays fast). */
function lazy(make: () => ValidateFunction): ValidateFunction {
  let v: ValidateFunction | null = null;
  const f = ((data: unknown) => {
    v ??= make();
    const ok = v(data) as boolean;
    f.errors = v.errors;
    return ok;
  }) as ValidateFunction;
  return f;
}

/** Chinese message for one ajv error. */
function messageOf(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return '该字段是必填项。';
    case 'type':
      return p.type === 'integer'
        ? '请填写合法的整数值。'
        : p.type === 'number'
          ? '请填写合法的数字。'
          : p.type === 'boolean'
            ? '必须是布尔值。'
            : '类型不正确。';
    case 'pattern':
    case 'format':
      return '格式不正确。';
    case 'minLength':
      return `长度不能少于${String(p.limit)}个字符。`;
    case 'maxLength':
      return `长度不能超过${String(p.limit)}个字符。`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `不能小于${String(p.limit)}。`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `不能大于${String(p.limit)}。`;
    case 'enum':
    case 'const':
      return '不是有效的选项。';
    case 'additionalProperties':
      return `不允许的字段：${String(p.additionalProperty)}。`;
    case 'minItems':
      return `至少需要${String(p.limit)}项。`;
    case 'maxItems':
      return `最多${String(p.limit)}项。`;
    default:
      return '格式不正确。';
  }
}

/** Turns ajv errors into the contract's `{ field: [message] }` map. */
export function errorsOf(
  errs: ErrorObject[] | null | undefined,
  fallbackField = 'non_field_errors',
): Record<string, string[]> {
  // a Map, so a field named `constructor` or `__proto__` is a field like any other
  const out = new Map<string, string[]>();
  for (const e of errs ?? []) {
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf' || e.keyword === 'if') continue;
    let field = e.instancePath.replace(/^\//, '').split('/')[0] || '';
    if (e.keyword === 'required')
      field = field || String((e.params as { missingProperty: string }).missingProperty);
    if (e.keyword === 'additionalProperties' && !field)
      field = String((e.params as { additionalProperty: string }).additionalProperty);
    field ||= fallbackField;
    const msg = messageOf(e);
    const list = out.get(field) ?? [];
    out.set(field, list);
    if (!list.includes(msg)) list.push(msg);
  }
  if (!out.size) out.set(fallbackField, ['请求参数不正确。']);
  return Object.fromEntries(out);
}

/** The loaded contract: routing, request validation and response validation. */
export class OpenApi {
  readonly doc: Schema;
  readonly ops: Operation[] = [];
  private readonly ajv: InstanceType<AjvCtor>;
  private readonly ajvCoerce: InstanceType<AjvCtor>;
  private readonly responseValidators = new Map<string, ValidateFunction>();
  private readonly staticOps = new Map<string, Operation>();

  constructor(file = OPENAPI_FILE) {
    this.doc = parseCached(file);
    const mk = (coerce: boolean) => {
      const ajv = new Ajv2020({
        strict: false,
        // the document is linted by redocly; skipping meta-schema validation keeps start-up fast
        validateSchema: false,
        allErrors: true,
        coerceTypes: coerce ? 'array' : false,
        useDefaults: coerce,
        validateFormats: true,
      });
      addFormats(ajv);
      for (const f of CUSTOM_FORMATS) ajv.addFormat(f, true);
      ajv.addSchema({
        $id: 'oa',
        components: rewriteRefs((this.doc as { components: unknown }).components),
      } as Schema);
      return ajv;
    };
    this.ajv = mk(false);
    this.ajvCoerce = mk(true);
    const paths = (this.doc.paths ?? {}) as Record<string, Record<string, Schema>>;
    const globalSecurity = (this.doc.security as unknown[] | undefined) ?? [];
    for (const [path, item] of Object.entries(paths)) {
      const shared = ((item.parameters as unknown as Schema[]) ?? []).map((p) =>
        resolveRef(this.doc, p),
      );
      for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
        const op = item[method];
        if (!op) continue;
        const params = [
          ...shared,
          ...((op.parameters as Schema[]) ?? []).map((p) => resolveRef(this.doc, p)),
        ];
        const paramNames: string[] = [];
        const regex = new RegExp(
          '^' +
            path
              .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
              .replace(/\\?\{([^}]+)\\?\}/g, (_m, n: string) => {
                paramNames.push(n);
                return '([^/]+)';
              }) +
            '$',
        );
        const group = (where: string, lower = false) => {
          const ps = params.filter((p) => p.in === where);
          if (!ps.length) return null;
          const props: Record<string, unknown> = {};
          const required: string[] = [];
          for (const p of ps) {
            const name = lower ? String(p.name).toLowerCase() : String(p.name);
            if (lower && name === 'x-csrftoken') continue;
            props[name] = rewriteRefs(p.schema ?? {});
            if (p.required) required.push(name);
          }
          return lazy(() =>
            this.ajvCoerce.compile({ type: 'object', properties: props, required }),
          );
        };
        const queryArrays = new Set<string>();
        for (const p of params) {
          if (p.in !== 'query') continue;
          const s = resolveRef(this.doc, (p.schema ?? {}) as Schema);
          if (s.type === 'array' || (Array.isArray(s.type) && s.type.includes('array')))
            queryArrays.add(String(p.name));
        }
        const rb = op.requestBody ? resolveRef(this.doc, op.requestBody as Schema) : null;
        const content = (rb?.content ?? {}) as Record<string, { schema?: Schema }>;
        const json = content['application/json'];
        const responses: Record<string, Schema | null> = {};
        for (const [code, r] of Object.entries((op.responses ?? {}) as Record<string, Schema>)) {
          const rr = resolveRef(this.doc, r);
          const c = (rr.content ?? {}) as Record<string, { schema?: Schema }>;
          responses[code] = c['application/json']?.schema ?? null;
        }
        const security = (op.security as unknown[] | undefined) ?? globalSecurity;
        this.ops.push({
          method: method.toUpperCase(),
          path,
          operationId: String(op.operationId ?? `${method} ${path}`),
          regex,
          paramNames,
          literalLength: path.replace(/\{[^}]+\}/g, '').length,
          isPublic: security.length === 0,
          headers: params
            .filter((p) => p.in === 'header')
            .map((p) => ({ name: String(p.name).toLowerCase(), required: !!p.required })),
          idempotent: params.some(
            (p) => p.in === 'header' && String(p.name).toLowerCase() === 'idempotency-key',
          ),
          validatePath: group('path'),
          validateQuery: group('query'),
          validateHeaders: group('header', true),
          validateBody: json?.schema
            ? lazy(() => this.ajv.compile(rewriteRefs(json.schema!)))
            : null,
          bodyRequired: !!rb?.required,
          bodyJson: !!json,
          multipart: content['multipart/form-data']
            ? {
                required: ((content['multipart/form-data'].schema?.required ?? []) as string[]).map(
                  String,
                ),
              }
            : null,
          queryArrays,
          userText: Object.entries(
            ((json?.schema ? resolveRef(this.doc, json.schema) : {}).properties ?? {}) as Record<
              string,
              Schema
            >,
          )
            .filter(([, v]) => v['x-user-text'] === true)
            .map(([k]) => k),
          responses,
          spec: op,
        });
      }
    }
    // literal segments beat parameters: /funds/trades/markers/ before /funds/trades/{id}/
    this.ops.sort(
      (a, b) => a.paramNames.length - b.paramNames.length || b.literalLength - a.literalLength,
    );
    for (const op of this.ops)
      if (!op.paramNames.length) this.staticOps.set(`${op.method} ${op.path}`, op);
  }

  /** Finds the operation for a method and path (relative to /api/v1). */
  match(
    method: string,
    path: string,
  ):
    | { op: Operation; params: Record<string, string> }
    | { op: null; allowed: string[]; malformed?: true } {
    const exact = this.staticOps.get(`${method} ${path}`);
    if (exact) return { op: exact, params: {} };
    const allowed: string[] = [];
    for (const op of this.ops) {
      const m = op.regex.exec(path);
      if (!m) continue;
      if (op.method !== method) {
        allowed.push(op.method);
        continue;
      }
      const params: Record<string, string> = {};
      try {
        op.paramNames.forEach((n, i) => (params[n] = decodeURIComponent(m[i + 1]!)));
      } catch {
        // a broken %-escape (`%ff`, a lone `%`) names no resource: the caller answers 400
        return { op: null, allowed: [], malformed: true };
      }
      return { op, params };
    }
    return { op: null, allowed };
  }

  /** Validates a response body against the operation's schema for that status. Returns error text or null. */
  validateResponse(method: string, path: string, status: number, body: unknown): string | null {
    const m = this.match(method, path);
    if (!m.op) {
      // unknown paths answer 404/405, a broken %-escape 400, with the Errors body
      const expected = m.malformed ? [400] : [404, 405];
      if (!expected.includes(status)) return `no operation for ${method} ${path}`;
      return this.validateResponseSchema('#errors', { $ref: '#/components/schemas/Errors' }, body);
    }
    const op = m.op;
    const code = [String(status), `${String(status)[0]}XX`, 'default'].find(
      (k) => k in op.responses,
    );
    const schema = code === undefined ? undefined : op.responses[code];
    if (schema === undefined) return `status ${status} not declared for ${method} ${op.path}`;
    if (schema === null) return null;
    const key = `${op.method} ${op.path} ${status}`;
    let v = this.responseValidators.get(key);
    if (!v) {
      v = this.ajv.compile(rewriteRefs(schema));
      this.responseValidators.set(key, v);
    }
    if (v(body)) return null;
    return (v.errors ?? [])
      .slice(0, 8)
      .map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`)
      .join('; ');
  }

  private validateResponseSchema(key: string, schema: Schema, body: unknown): string | null {
    let v = this.responseValidators.get(key);
    if (!v) {
      v = this.ajv.compile(rewriteRefs(schema));
      this.responseValidators.set(key, v);
    }
    return v(body) ? null : this.ajv.errorsText(v.errors);
  }

  /** Resolves `$ref` chains in the document. */
  deref(x: Schema): Schema {
    return resolveRef(this.doc, x);
  }
}

let cachedOa: OpenApi | null = null;
/** The contract, loaded once per process. */
export function loadOpenApi(): OpenApi {
  return (cachedOa ??= new OpenApi());
}
