/** A domain or request error with the contract's `{ errors: { field: [message] } }` body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errors: Record<string, string[]>,
  ) {
    super(Object.values(errors)[0]?.[0] ?? 'error');
  }
}
/** 400 with one field message. */
export const bad = (field: string, message: string): HttpError =>
  new HttpError(400, { [field]: [message] });
export const notFound = (message = '请求的数据不存在'): HttpError =>
  new HttpError(404, { detail: [message] });
export const unauthorized = (): HttpError =>
  new HttpError(401, { detail: ['登录认证失败，请重新登录'] });
export const forbidden = (message: string): HttpError => new HttpError(403, { detail: [message] });
export const tooMany = (message = '请求过于频繁，请稍后再试'): HttpError =>
  new HttpError(429, { detail: [message] });
