/**
 * The assistant's data source (README "AI chat"): one of the sandbox's own operations called as
 * the screens would — the same handler, the same user — so a card never holds a number the
 * screens would not show.
 */
import type { components } from '@jijin/core';
import { RawJson, WithStatus, type ReqBase } from '../../http/registry';
import { HttpError } from '../../http/errors';
import type { OperationKey } from '../define';

type Fund = components['schemas']['Fund'];

/**
 * Calls one of the sandbox's own operations as the screens would (same handler, same user).
 * @returns the answer body, or undefined when the operation has no real handler yet or refuses
 */
export async function callOperation(
  req: ReqBase,
  key: OperationKey,
  args: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
): Promise<unknown> {
  const h = req.operations?.get(key);
  if (!h) return undefined;
  const [method, path] = key.split(' ') as [string, string];
  try {
    const out = await h({
      ...req,
      method,
      path,
      params: args.params ?? {},
      query: args.query ?? {},
      body: undefined,
    });
    if (out instanceof RawJson) return JSON.parse(out.text);
    if (out instanceof WithStatus) return out.status < 300 ? out.body : undefined;
    return out;
  } catch (e) {
    if (e instanceof HttpError) return undefined;
    throw e;
  }
}

/** The fund as `GET /symbols/funds/{symbol}/` answers it, or undefined when it refuses. */
export async function fundOf(req: ReqBase, code: string): Promise<Fund | undefined> {
  return (await callOperation(req, 'GET /symbols/funds/{symbol}/', {
    params: { symbol: code },
  })) as Fund | undefined;
}
